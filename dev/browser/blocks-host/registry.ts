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

/**
 * Registers one config in its list. The old style hands a callback the
 * config class and keeps what it builds (anything else it returns is
 * ignored), with WooCommerce's deprecation notice.
 */
function register< Config extends { name: string } >(
	options: unknown,
	Kind: new ( options: Options ) => Config,
	into: Record< string, Config >,
	caller: string
): void {
	let config: unknown;
	if ( typeof options === 'function' ) {
		config = options( Kind );
		deprecated(
			`Passing a callback to ${ caller }()`,
			'a config options object'
		);
	} else {
		config = new Kind( options as Options );
	}
	if ( config instanceof Kind ) {
		into[ config.name ] = config;
	}
}

export function registerPaymentMethod( options: unknown ): void {
	register( options, PaymentMethodConfig, methods, 'registerPaymentMethod' );
}

export function registerExpressPaymentMethod( options: unknown ): void {
	register(
		options,
		ExpressPaymentMethodConfig,
		expressMethods,
		'registerExpressPaymentMethod'
	);
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
