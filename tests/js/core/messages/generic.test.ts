import {
	addToCartFailedMessage,
	blikCodeInvalidMessage,
	cashAppAmountNotice,
	failedToLoadMethodMessage,
	finalTaxesNote,
	initDataMissingMessage,
	invalidPaymentDetailsMessage,
	orderProblemMessage,
	paymentFailedMessage,
	productInfoFailedMessage,
	refreshAndRetryMessage,
	selectProductOptionsMessage,
	unavailableCombinationMessage,
	unknownErrorMessage,
} from '../../../../assets/js/core/messages';

describe( 'Messages quoted by the spec', () => {
	it.each( [
		[ paymentFailedMessage, 'Payment failed. Please try again.' ],
		[
			refreshAndRetryMessage,
			'There was a problem processing the payment. Please refresh the page to try again.',
		],
		[ unknownErrorMessage, 'An unknown error occurred.' ],
		[
			invalidPaymentDetailsMessage,
			'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
		],
		[
			initDataMissingMessage,
			'Stripe initialization data is not available',
		],
		[ blikCodeInvalidMessage, 'BLIK Code is invalid' ],
		[
			cashAppAmountNotice,
			'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.',
		],
		[ orderProblemMessage, 'There was a problem processing the order.' ],
		[
			addToCartFailedMessage,
			'There was an error adding the product to the cart.',
		],
		[
			productInfoFailedMessage,
			'There was an error getting the product information.',
		],
		[
			selectProductOptionsMessage,
			'Please select your product options before proceeding.',
		],
		[
			unavailableCombinationMessage,
			'Sorry, this product is unavailable. Please choose a different combination.',
		],
		[
			finalTaxesNote,
			'Final taxes charged can differ based on your actual billing address when using Express Checkout buttons (Link, Google Pay or Apple Pay).',
		],
	] )( '%p says the spec text', ( message, text ) => {
		expect( ( message as () => string )() ).toBe( text );
	} );

	it( "method load failure: 'Failed to load %s payment method. Please refresh the page and try again.'", () => {
		expect( failedToLoadMethodMessage( 'SEPA Direct Debit' ) ).toBe(
			'Failed to load SEPA Direct Debit payment method. Please refresh the page and try again.'
		);
	} );
} );
