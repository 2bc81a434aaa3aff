/**
 * A stand-in for WooCommerce's payment method registry
 * (`wc.wcBlocksRegistry`), with the same functions and nothing more: methods
 * keyed by name (registering a name again replaces it), validated at the door.
 */
import { PaymentMethodConfig } from './registry/payment-method-config';
import { ExpressPaymentMethodConfig } from './registry/express-method-config';
import type { Options } from './registry/assertions';
import { deprecated } from './registry/deprecated';

export { registerPaymentMethodExtensionCallbacks } from './registry/can-make-payment';
export type { PaymentMethodConfig as RegisteredMethod } from './registry/payment-method-config';
export type { ExpressPaymentMethodConfig as RegisteredExpressMethod } from './registry/express-method-config';

const methods: Record< string, PaymentMethodConfig > = {};
const expressMethods: Record< string, ExpressPaymentMethodConfig > = {};

export function registerPaymentMethod( options: unknown ): void {
	let config: unknown;
	if ( typeof options === 'function' ) {
		// The old style: the caller builds the config from the class it is
		// handed; anything else it returns is ignored.
		config = options( PaymentMethodConfig );
		deprecated(
			'Passing a callback to registerPaymentMethod()',
			'a config options object'
		);
	} else {
		config = new PaymentMethodConfig( options as Options );
	}
	if ( config instanceof PaymentMethodConfig ) {
		methods[ config.name ] = config;
	}
}

export function registerExpressPaymentMethod( options: unknown ): void {
	let config: unknown;
	if ( typeof options === 'function' ) {
		config = options( ExpressPaymentMethodConfig );
		deprecated(
			'Passing a callback to registerExpressPaymentMethod()',
			'a config options object'
		);
	} else {
		config = new ExpressPaymentMethodConfig( options as Options );
	}
	if ( config instanceof ExpressPaymentMethodConfig ) {
		expressMethods[ config.name ] = config;
	}
}

export const getPaymentMethods = () => methods;
export const getExpressPaymentMethods = () => expressMethods;

export function __experimentalDeRegisterPaymentMethod( name: string ): void {
	delete methods[ name ];
}

export function __experimentalDeRegisterExpressPaymentMethod(
	name: string
): void {
	delete expressMethods[ name ];
}
