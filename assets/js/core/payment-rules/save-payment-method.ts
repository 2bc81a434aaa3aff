/**
 * The payment method is saved ('always') when the cart holds a subscription
 * that renews automatically or the shopper ticked the save box, else not
 * ('never'). The save box itself is offered to logged-in shoppers and to
 * those creating an account, for methods that can be saved.
 */
export type SaveUsage = 'always' | 'never';

export function savePaymentMethodUsage( input: {
	cartContainsSubscription: boolean;
	subscriptionRequiresManualRenewal: boolean;
	shopperTickedSave: boolean;
} ): SaveUsage {
	const renewsAutomatically =
		input.cartContainsSubscription &&
		! input.subscriptionRequiresManualRenewal;
	return renewsAutomatically || input.shopperTickedSave ? 'always' : 'never';
}

/** "shown for logged-in users or when account creation is ticked". */
export function showSaveCheckbox( input: {
	isLoggedIn: boolean;
	creatingAccount: boolean;
	methodIsReusable: boolean;
} ): boolean {
	return (
		input.methodIsReusable && ( input.isLoggedIn || input.creatingAccount )
	);
}
