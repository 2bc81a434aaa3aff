/**
 * Reads a return-from-redirect hash into a typed value, or null for
 * anything else. Never throws, whatever the input: the address bar is input.
 *
 *   #wc-stripe-confirm-{pi|si}:{order id}:{client secret}:{nonce}
 *   #wc-stripe-voucher-{order id}:{voucher type}:{client secret}:{encoded return url}
 *   #wc-stripe-wallet-{order id}:{wallet type}:{intent type}:{client secret}:{encoded return url}[:{nonce}]
 *   #confirm-{pi|si}-{client secret}:{encoded return url}   (legacy)
 *
 * The wallet hash has five parts as the gateway plugin prints it
 * (woocommerce-gateway-stripe class-wc-stripe-upe-payment-gateway.php
 * get_redirect_url(), 8.8.0; its tests assert the same form through 10.x)
 * and six, with the nonce, as our specification writes it: both are read.
 */
import { sameOriginUrl } from './same-origin-url';
import type { IntentType, ReturnHash } from './types';

const MAX_LENGTH = 4096;
const TOKEN = /^[A-Za-z0-9_-]+$/;

function intentTypeFromShort( value: string ): IntentType | null {
	if ( value === 'pi' ) {
		return 'payment';
	}
	return value === 'si' ? 'setup' : null;
}

function intentTypeFromName( value: string ): IntentType | null {
	if ( [ 'pi', 'payment', 'payment_intent' ].includes( value ) ) {
		return 'payment';
	}
	return [ 'si', 'setup', 'setup_intent' ].includes( value ) ? 'setup' : null;
}

/** `pi_…_secret_…` for payments, `seti_…_secret_…` for setups. */
function validSecret( secret: string, type: IntentType ): boolean {
	const prefix = type === 'payment' ? 'pi_' : 'seti_';
	return (
		secret.startsWith( prefix ) &&
		secret.includes( '_secret_' ) &&
		TOKEN.test( secret )
	);
}

function orderNumber( value: string ): number | null {
	if ( ! /^[1-9][0-9]{0,15}$/.test( value ) ) {
		return null;
	}
	const id = Number( value );
	return Number.isSafeInteger( id ) ? id : null;
}

function decodedReturnUrl( encoded: string, origin: string ): string | null {
	try {
		return sameOriginUrl( decodeURIComponent( encoded ), origin );
	} catch {
		return null;
	}
}

/**
 * The parts every hash that reports back to the gateway carries: an order
 * number, a client secret of the named intent type, and the nonce. Null if
 * any is missing or malformed.
 */
function intentParts(
	order: string | undefined,
	intentType: IntentType | null,
	secret: string | undefined,
	nonce: string | undefined
): {
	orderId: number;
	intentType: IntentType;
	clientSecret: string;
	nonce: string;
} | null {
	const orderId = orderNumber( order || '' );
	if (
		! orderId ||
		! intentType ||
		! secret ||
		! validSecret( secret, intentType ) ||
		! nonce ||
		! TOKEN.test( nonce )
	) {
		return null;
	}
	return { orderId, intentType, clientSecret: secret, nonce };
}

function parseConfirm( body: string ): ReturnHash | null {
	const [ short, order, secret, nonce, ...rest ] = body.split( ':' );
	const parts = intentParts(
		order,
		intentTypeFromShort( short ),
		secret,
		nonce
	);
	return parts && ! rest.length ? { kind: 'confirm', ...parts } : null;
}

function parseVoucher( body: string, origin: string ): ReturnHash | null {
	const parts = body.split( ':' );
	const [ order, type, secret ] = parts;
	if (
		parts.length > 4 ||
		! order ||
		! TOKEN.test( order ) ||
		! type ||
		! TOKEN.test( type ) ||
		! secret ||
		! validSecret( secret, 'payment' )
	) {
		return null;
	}
	return {
		kind: 'voucher',
		orderId: order,
		voucherType: type,
		clientSecret: secret,
		returnUrl: parts[ 3 ] ? decodedReturnUrl( parts[ 3 ], origin ) : null,
	};
}

function parseWallet( body: string, origin: string ): ReturnHash | null {
	const parts = body.split( ':' );
	if ( parts.length < 5 || parts.length > 6 ) {
		return null;
	}
	const [ order, wallet, type, secret, returnUrl, nonce ] = parts;
	const intentType = intentTypeFromName( type || '' );
	// The plugin's form has no nonce: its order is settled by the gateway
	// (webhook, order received page), not reported back from here.
	const intent = intentParts(
		order,
		intentType,
		secret,
		parts.length === 6 ? nonce : 'none'
	);
	if ( ! intent || ! wallet || ! TOKEN.test( wallet ) ) {
		return null;
	}
	return {
		kind: 'wallet',
		...intent,
		nonce: parts.length === 6 ? intent.nonce : null,
		walletType: wallet,
		returnUrl: returnUrl ? decodedReturnUrl( returnUrl, origin ) : null,
	};
}

function parseLegacy( body: string, origin: string ): ReturnHash | null {
	const match = /^(pi|si)-([^:]+):(.*)$/.exec( body );
	const intentType = match ? intentTypeFromShort( match[ 1 ] ) : null;
	if ( ! match || ! intentType || ! validSecret( match[ 2 ], intentType ) ) {
		return null;
	}
	return {
		kind: 'legacy-confirm',
		intentType,
		clientSecret: match[ 2 ],
		returnUrl: match[ 3 ] ? decodedReturnUrl( match[ 3 ], origin ) : null,
	};
}

export function parseReturnHash(
	hash: unknown,
	origin: string
): ReturnHash | null {
	if ( typeof hash !== 'string' || hash.length > MAX_LENGTH ) {
		return null;
	}
	const body = hash.startsWith( '#' ) ? hash.slice( 1 ) : hash;
	const parsers: Array< [ string, ( rest: string ) => ReturnHash | null ] > =
		[
			[ 'wc-stripe-confirm-', parseConfirm ],
			[ 'wc-stripe-voucher-', ( rest ) => parseVoucher( rest, origin ) ],
			[ 'wc-stripe-wallet-', ( rest ) => parseWallet( rest, origin ) ],
			[ 'confirm-', ( rest ) => parseLegacy( rest, origin ) ],
		];
	for ( const [ prefix, parse ] of parsers ) {
		if ( body.startsWith( prefix ) ) {
			return parse( body.slice( prefix.length ) );
		}
	}
	return null;
}
