/**
 * The gateway sends the shopper back to a classic page with a hash that asks
 * the browser to finish the payment: a 3D Secure or bank-app confirmation,
 * a voucher, a wallet, or the legacy card hash. It is read when the page
 * loads (a pay-for-order or change-payment page the server sent back) and
 * whenever the hash changes (the checkout's own answer).
 */
const RETURN_HASH = /^#(wc-stripe-(confirm|voucher|wallet)-|confirm-(pi|si)-)/;

export function isReturnHash( hash: string ): boolean {
	return RETURN_HASH.test( hash );
}

export function watchReturnHashes( onHash: ( hash: string ) => void ): void {
	const check = () => {
		if ( isReturnHash( window.location.hash ) ) {
			onHash( window.location.hash );
		}
	};
	window.addEventListener( 'hashchange', check );
	check();
}
