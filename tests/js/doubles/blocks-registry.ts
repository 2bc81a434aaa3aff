/**
 * Test double for WooCommerce's `wc.wcBlocksRegistry` global: records what is
 * registered so tests can read the options back.
 */
const paymentMethods: Record< string, any > = {};
const expressPaymentMethods: Record< string, any > = {};

export function registerPaymentMethod( options: any ): void {
	paymentMethods[ options.name ] = options;
}

export function registerExpressPaymentMethod( options: any ): void {
	expressPaymentMethods[ options.name ] = options;
}

export function getPaymentMethods(): Record< string, any > {
	return paymentMethods;
}

export function getExpressPaymentMethods(): Record< string, any > {
	return expressPaymentMethods;
}

export function resetRegistry(): void {
	for ( const key of Object.keys( paymentMethods ) ) {
		delete paymentMethods[ key ];
	}
	for ( const key of Object.keys( expressPaymentMethods ) ) {
		delete expressPaymentMethods[ key ];
	}
}
