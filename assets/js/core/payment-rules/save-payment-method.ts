/**
 * SPEC §5 "Saving the payment method is 'always' if the cart has a
 * subscription not needing manual renewal or the user ticked save-new-method,
 * else 'never'", and §2/§6 on who is offered the save box.
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
