/**
 * Debit mandates are shown in the shop's language beside Stripe's element:
 * SEPA, BECS and ACH each have theirs; methods without a mandate of ours
 * (cards, redirects, and Bacs and ACSS, whose mandate is Stripe's own UI)
 * show none.
 */
import { mandateText } from '../../../../assets/js/core/messages/mandates';
import { MANDATE_METHODS } from '../../../../assets/js/core/payment-methods/groups';

describe( 'mandate texts', () => {
	it.each( [ ...MANDATE_METHODS ] )( '%s has its mandate', ( methodId ) => {
		expect( mandateText( methodId ).length ).toBeGreaterThan( 100 );
	} );
	it( 'SEPA tells the shopper of the eight weeks to claim a refund', () => {
		expect( mandateText( 'sepa_debit' ) ).toContain( 'eight weeks' );
	} );
	it.each( [ 'card', 'ideal', 'bacs_debit', 'acss_debit' ] as const )(
		'%s shows none of ours',
		( methodId ) => {
			expect( mandateText( methodId ) ).toBe( '' );
		}
	);
} );
