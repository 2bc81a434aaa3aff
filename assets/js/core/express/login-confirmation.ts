/**
 * Shops that require an account before buying: the gateway's message marks
 * the part to replace with `**…**` ("…with **the selected payment method**,
 * you must log in…"); the wallet's name goes there and the other markers go.
 */
export function loginConfirmationMessage(
	message: string,
	walletName: string
): string {
	return message
		.replace( /\*\*[^*]*\*\*/, () => walletName )
		.replace( /\*\*/g, '' );
}
