/**
 * The page shell every shop page shares: the header (site-header.ts), body,
 * footer, the scripts in WordPress's order, WooCommerce's cart cookies.
 * Follows: the Storefront theme's header.php and footer.php, wp_head()/wp_footer().
 */
import type { Context } from '../../context';
import { escapeHtml, scriptJson, sendHtml } from '../../http/respond';
import { scriptTranslations } from '../../wordpress/script-translations';
import {
	localizedData,
	printedScripts,
	scriptSource,
} from '../../wordpress/script-loader';
import type { PrintedScript } from '../../wordpress/script-loader';
import {
	inlineScriptAfter,
	restDiscoveryLink,
} from '../../wordpress/package-inline-scripts';
import { setCartCookies } from '../includes/cart-cookies';
import { SHOP_STYLE } from './shop-style';
import {
	comingSoonBanner,
	showsMiniCart,
	siteHeader,
	storeNotice,
} from './site-header';
import { storefrontGlobals } from '../includes/frontend-scripts';
import {
	STRIPE_DOUBLE_GLOBAL,
	stripeDoubleSwitches,
} from '../../dev-shop/stripe-double-switches';
import PAGE_HANDLES from '../../../../assets/js/pages/page-handles.json';
import { applyFilters, doAction } from '../../wordpress/hooks';
import { miniCartPage } from './mini-cart-page';

/** The kinds of page, each with the one script of ours it enqueues. */
export type PageKind = keyof typeof PAGE_HANDLES;

/** What a plugin hooked into the page's head and footer learns of it. */
export interface PrintedPage {
	/** The kind of page (PageOptions.page), if the page named one. */
	kind?: PageKind;
	/** The one script of ours the page enqueues. */
	handle: string;
	/** The data localized for the page's scripts, by global name. */
	globals: Record< string, unknown >;
	/** The handles the page prints besides ours (Stripe.js unless it fails). */
	scripts: string[];
}

declare module '../../wordpress/hooks' {
	interface Filters {
		/** The head's preload links (`wp_preload_resources`), as markup. */
		wp_preload_resources: [
			links: string,
			ctx: Context,
			page: PrintedPage,
		];
	}
	interface Actions {
		/**
		 * Before the footer scripts print: `wp_add_inline_script( handle,
		 * code )` is `inlineAfter[ handle ] = code`.
		 */
		wp_print_footer_scripts: [
			ctx: Context,
			page: PrintedPage,
			inlineAfter: Record< string, string >,
		];
	}
}

export interface PageOptions {
	title: string;
	body: string;
	/**
	 * Settings printed before the scripts through wp_localize_script()
	 * (every top-level scalar a string): global name → value.
	 */
	globals?: Record< string, unknown >;
	/**
	 * Settings printed as they are, as wp_add_inline_script() prints
	 * WooCommerce's block data (`wcSettings`): global name → value.
	 */
	inlineGlobals?: Record< string, unknown >;
	/**
	 * Script handles the page enqueues (the storefront is on every page);
	 * dependencies print first, and our scripts that are not built are skipped.
	 */
	scripts?: string[];
	/**
	 * The kind of page, which names the one script of ours it enqueues
	 * (assets/js/pages/page-handles.json, the map the build and the tests
	 * read too); by default the shop's where the mini cart shows, else any
	 * other page's.
	 */
	page?: PageKind;
	/** Extra dependencies between handles: handle → handles it waits for. */
	scriptDeps?: Record< string, string[] >;
	/**
	 * Inline scripts printed just before a handle's file
	 * (`wp_add_inline_script( handle, code, 'before' )`): handle → code.
	 */
	inlineBefore?: Record< string, string >;
	bodyClass?: string;
	/** The cart page: no "View cart" link after its add-to-cart buttons. */
	isCart?: boolean;
	/** What plugins print in the head (`wp_head`). */
	head?: string;
	/** A heading of its own is printed by the body (product pages). */
	hideTitle?: boolean;
	/**
	 * Markup WordPress prints with the footer scripts, just before them
	 * (WooCommerce's script templates).
	 */
	footer?: string;
}

/**
 * WooCommerce's `wc_gallery_noscript()` (printed in every page's head): the
 * product gallery starts transparent until its script has set it up, so
 * without scripts it must show at once.
 */
const GALLERY_NOSCRIPT =
	'<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>';

function script( src: string, defer = false ): string {
	return `<script src="${ escapeHtml( src ) }"${
		defer ? ' defer' : ''
	}></script>`;
}

/** A printed handle's tag, with the attributes WordPress gives it. */
function handleScript(
	{ handle, src, defer, strategy }: PrintedScript,
	deferOurs: boolean
): string {
	if ( ! strategy ) {
		return script( src );
	}
	return `<script src="${ escapeHtml( src ) }" id="${ escapeHtml(
		handle
	) }-js"${ deferOurs && defer ? ' defer' : '' } data-wp-strategy="${ strategy }"></script>`;
}

export function renderPage( ctx: Context, options: PageOptions ): string {
	const { settings } = ctx.state;
	setCartCookies( ctx.res, ctx.session.cart );
	// Pages with Stripe.js get the double's switches; when the shop plays
	// "Stripe.js cannot load", the script is left out as a blocker would.
	const miniCart = miniCartPage( ctx, showsMiniCart( ctx.url.pathname ) );
	const enqueued = [ ...( options.scripts || [] ), ...miniCart.scripts ];
	const scripts = [ ...new Set( enqueued ) ].filter(
		( handle ) => handle !== 'stripe' || ! settings.stripeFails
	);
	const withStripe = enqueued.includes( 'stripe' );
	const localized = Object.fromEntries(
		Object.entries( {
			...storefrontGlobals( ctx, options.isCart ),
			...miniCart.globals,
			...( options.globals || {} ),
		} ).map( ( [ name, value ] ) => [ name, localizedData( value ) ] )
	);
	const globals = Object.entries( {
		...localized,
		...miniCart.inlineGlobals,
		...( options.inlineGlobals || {} ),
		// The Stripe.js double's switches: the shop's own, not a plugin's.
		...( withStripe
			? { [ STRIPE_DOUBLE_GLOBAL ]: stripeDoubleSwitches( ctx ) }
			: {} ),
	} )
		.map(
			( [ name, value ] ) =>
				`window.${ name } = ${ scriptJson( value ) };`
		)
		.join( '\n' );
	const pageHandle =
		PAGE_HANDLES[
			options.page ??
				( showsMiniCart( ctx.url.pathname )
					? 'shop'
					: 'any other page' )
		];
	// What plugins add: preloads in the head, inline scripts after a handle.
	const thisPage: PrintedPage = {
		kind: options.page,
		handle: pageHandle,
		globals: options.globals || {},
		scripts,
	};
	const preloads = applyFilters( 'wp_preload_resources', '', ctx, thisPage );
	const pluginAfter: Record< string, string > = {};
	doAction( 'wp_print_footer_scripts', ctx, thisPage, pluginAfter );
	// Other plugins' jQuery, for the browser tests of the event bridge.
	const jquery = settings.jquery ? script( '/dev-vendor/jquery.min.js' ) : '';
	return `<!doctype html>
<html lang="${ escapeHtml( settings.locale.replace( '_', '-' ) ) }">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ escapeHtml(
		options.title
	) } – Dev Shop</title><link rel="icon" href="data:,">${ restDiscoveryLink( ctx ) }${ preloads }${ options.head || '' }<style>${ SHOP_STYLE }${ miniCart.style }</style>${ GALLERY_NOSCRIPT }</head>
<body class="${ escapeHtml(
		// WordPress's body_class() says who is there.
		[ options.bodyClass, ctx.session.customerId ? 'logged-in' : '' ]
			.filter( Boolean )
			.join( ' ' )
	) }">
${ storeNotice( ctx ) }
${ siteHeader( ctx, ctx.url.pathname ) }
<main id="main" class="site-main"><div class="woocommerce">
${ options.hideTitle ? '' : `<h1>${ escapeHtml( options.title ) }</h1>` }
${ options.body }
</div></main>
<footer class="site-footer">Dev Shop · a development shop for WooCommerce and Stripe · nothing leaves this machine</footer>
${ comingSoonBanner( ctx ) }
${ jquery }
${ options.footer || '' }
<script>${ globals }</script>
${ printedScripts(
	[
		// One script of ours, made for this kind of page.
		pageHandle,
		...scripts,
	],
	options.scriptDeps
)
	.map( ( printed ) => {
		// WordPress's own inline script, then what plugins added.
		const after = [
			inlineScriptAfter( ctx, printed.handle ),
			pluginAfter[ printed.handle ],
		]
			.filter( Boolean )
			.join( '\n' );
		// A handle's inline script comes with its file, whichever of the
		// handles sharing that file printed it.
		const before = Object.entries( options.inlineBefore || {} )
			.filter( ( [ named ] ) => scriptSource( named ) === printed.src )
			.map( ( [ , code ] ) => `<script>${ code }</script>\n` )
			.join( '' );
		return (
			before +
			scriptTranslations( printed.src, settings.locale ) +
			// Ours with the plugin's defer strategy (unless the shop plays a
			// WordPress that ignores it); WordPress's own packages as
			// WordPress prints them.
			handleScript( printed, settings.deferScripts ) +
			( after
				? `\n<script id="${ escapeHtml(
						printed.handle
					) }-js-after">${ after }</script>`
				: '' )
		);
	} )
	.join( '\n' ) }
</body></html>`;
}

/** The shopper's pending notices, as WooCommerce prints them once. */
export function noticesHtml( ctx: Context ): string {
	const list = ctx.session.notices.splice( 0 );
	const items = list
		.map( ( notice ) => {
			const kind =
				notice.type === 'success'
					? 'woocommerce-message'
					: `woocommerce-${ notice.type }`;
			const link = notice.link
				? `<a href="${ escapeHtml(
						notice.link.href
					) }" class="button wc-forward">${ escapeHtml(
						notice.link.label
					) }</a> `
				: '';
			const undo = notice.undo
				? ` <a href="${ escapeHtml(
						notice.undo
					) }" class="restore-item">Undo?</a>`
				: '';
			return `<div class="${ kind }" role="alert">${ link }${
				notice.html ? notice.text : escapeHtml( notice.text )
			}${ undo }</div>`;
		} )
		.join( '' );
	return `<div class="woocommerce-notices-wrapper">${ items }</div>`;
}

/** WordPress's 404 page, for an address the shop has nothing at. */
export function sendNotFound( ctx: Context ): void {
	sendHtml(
		ctx.res,
		404,
		renderPage( ctx, {
			title: 'Page not found',
			body: '<p>Nothing was found at this location.</p>',
		} )
	);
}
