/**
 * Follows: Stripe's object id format (docs.stripe.com/api).
 */
import { randomBytes } from 'node:crypto';

/** Stripe-looking ids: `pm_1Abc…`. */
export function stripeId( prefix: string ): string {
	return `${ prefix }_${ randomBytes( 12 ).toString( 'base64url' ).replace( /[-_]/g, 'x' ) }`;
}

export function clientSecretFor( id: string ): string {
	return `${ id }_secret_${ randomBytes( 12 ).toString( 'hex' ) }`;
}
