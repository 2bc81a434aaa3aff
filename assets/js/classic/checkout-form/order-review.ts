/**
 * Order review updates. Typing in an address field (or a field marked to
 * update totals) waits 1 s after the last key, and then updates only when
 * every required address field of that group is filled; selects, the
 * shipping method, ship-to-different-address and other changes update after
 * 5 ms; a new update aborts the one in flight. Every update goes through the
 * `update_checkout` event, so other plugins can ask for one (or fire
 * `update` on the form) and hear of ours; `updated_checkout` follows each
 * answer.
 */
import { __ } from '@wordpress/i18n';
import { block, unblock } from '../../core/dom/block-ui';
import { emit, listen } from '../../core/dom/jquery-bridge';
import {
	createLatestWins,
	TYPING_DELAY_MS,
} from '../../core/transport/latest-wins';
import type { OrderReviewResponse, ShopAjax } from '../../core/transport';
import { all, delegate } from '../../core/dom/form-dom';
import { createFragmentApplier } from './fragments';
import {
	REVIEW_GROUP,
	noticeNodes,
	prependGroup,
	removeNotices,
	scrollToCheckoutNotices,
} from './notices';
import type { CheckoutParams } from './params';
import { orderReviewPostData, type UpdateArgs } from './post-data';

const BLOCKED_AREAS =
	'.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table';
const TYPED =
	'.address-field input.input-text, .update_totals_on_change input.input-text';
const UPDATES_AT_ONCE =
	'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]';

/**
 * An update the shop could not answer (an error page, broken JSON) changed
 * nothing and charged nothing: the shopper is told so, not that an order
 * failed (the checkout's configured error is about placing orders).
 */
const reviewNotUpdatedMessage = () =>
	__(
		'The order summary could not be updated. Please try again.',
		'woocommerce-gateway-stripe'
	);

export interface OrderReview {
	/** Stops a typing timer that has not fired yet (a submit does). */
	cancelTyping: () => void;
}

export function startOrderReview(
	form: HTMLFormElement,
	params: CheckoutParams,
	ajax: ShopAjax,
	hooks: {
		/** The payment area may be new: re-read the method list. */
		afterAnswer: () => void;
		/** Fields are checked again after a failed update. */
		afterFailure: () => void;
		reload: () => void;
	}
): OrderReview {
	const queue = createLatestWins();
	const applyFragments = createFragmentApplier();
	let typingTimer: ReturnType< typeof setTimeout > | undefined;
	let dirty: HTMLElement | null = null;

	const cancelTyping = () => clearTimeout( typingTimer );

	function requestUpdate( args: UpdateArgs = {} ): void {
		cancelTyping();
		dirty = null;
		emit( document.body, 'update_checkout', [ args ] );
	}

	/** After typing: only with every required address field of the group. */
	function maybeUpdate(): void {
		const group = dirty?.closest( 'div' );
		const missing =
			group &&
			all( '.address-field.validate-required', group ).some(
				( row ) =>
					row.querySelector< HTMLInputElement >( 'input.input-text' )
						?.value === ''
			);
		if ( ! missing ) {
			requestUpdate();
		}
	}

	function showFailure( html: string, text: string ): void {
		removeNotices( `.${ REVIEW_GROUP }` );
		prependGroup(
			form,
			REVIEW_GROUP,
			noticeNodes( html, text, params.checkoutError )
		);
		hooks.afterFailure();
		scrollToCheckoutNotices( form );
	}

	async function update( args: UpdateArgs, signal: AbortSignal ) {
		const areas = all( BLOCKED_AREAS );
		areas.forEach( block );
		const answer = await ajax.updateOrderReview(
			orderReviewPostData( form, params.orderReviewNonce, args ),
			signal
		);
		if ( signal.aborted ) {
			// A newer update took over; it unblocks when it is done.
			return;
		}
		const unblockAll = () => all( BLOCKED_AREAS ).forEach( unblock );
		if ( ! answer.ok ) {
			// The last good table and payment box stay; the next change
			// asks again.
			unblockAll();
			showFailure( '', answer.message || reviewNotUpdatedMessage() );
			return;
		}
		const data: OrderReviewResponse = answer.data;
		if ( data.reload === true ) {
			hooks.reload();
			return;
		}
		removeNotices( `.${ REVIEW_GROUP }` );
		if ( data.fragments ) {
			applyFragments( data.fragments );
		}
		unblockAll();
		if ( data.result === 'failure' ) {
			removeNotices();
			showFailure( data.messages || '', '' );
		} else if ( data.messages ) {
			prependGroup(
				form,
				REVIEW_GROUP,
				noticeNodes( data.messages, '' )
			);
		}
		hooks.afterAnswer();
		const target = args.current_target;
		if (
			data.result === 'success' &&
			target?.id.includes( 'shipping_method' )
		) {
			document.getElementById( target.id )?.focus();
		}
		emit( document.body, 'updated_checkout', [ data ] );
	}

	listen( document.body, 'update_checkout', ( [ args ] ) => {
		cancelTyping();
		const options = (
			args && typeof args === 'object' ? args : {}
		) as UpdateArgs;
		queue.schedule( 'other', ( signal ) => update( options, signal ) );
	} );

	// Another script asks with `update` on the form (WooCommerce's "manual
	// trigger", checkout.js).
	listen( form, 'update', () => requestUpdate() );

	delegate< KeyboardEvent >( form, 'keydown', TYPED, ( event, field ) => {
		if ( event.key === 'Tab' ) {
			return;
		}
		dirty = field;
		cancelTyping();
		typingTimer = setTimeout( maybeUpdate, TYPING_DELAY_MS );
	} );
	delegate( form, 'change', '.address-field select', ( _event, field ) => {
		dirty = field;
		maybeUpdate();
	} );
	delegate( form, 'change', TYPED, ( _event, field ) => {
		if ( dirty ) {
			dirty = field;
			maybeUpdate();
		}
	} );
	delegate( form, 'change', UPDATES_AT_ONCE, ( _event, field ) =>
		requestUpdate( { current_target: field } )
	);

	return { cancelTyping };
}
