import { parseReturnHash } from '../../../../assets/js/core/hashes';

const ORIGIN = 'https://shop.test';
const PI = 'pi_123_secret_abc';
const SI = 'seti_456_secret_def';
const encoded = ( url: string ) => encodeURIComponent( url );

describe( '#wc-stripe-confirm-{pi|si}:{order id}:{client secret}:{nonce}', () => {
	it( 'reads a payment intent confirmation', () => {
		expect(
			parseReturnHash( `#wc-stripe-confirm-pi:42:${ PI }:n0nce`, ORIGIN )
		).toEqual( {
			kind: 'confirm',
			intentType: 'payment',
			orderId: 42,
			clientSecret: PI,
			nonce: 'n0nce',
		} );
	} );

	it( 'reads a setup intent confirmation, with or without the leading #', () => {
		expect(
			parseReturnHash( `wc-stripe-confirm-si:7:${ SI }:abc`, ORIGIN )
		).toMatchObject( { intentType: 'setup', orderId: 7 } );
	} );

	it.each( [
		`#wc-stripe-confirm-xx:42:${ PI }:n`,
		`#wc-stripe-confirm-pi:0:${ PI }:n`,
		`#wc-stripe-confirm-pi:-3:${ PI }:n`,
		`#wc-stripe-confirm-pi:4.2:${ PI }:n`,
		`#wc-stripe-confirm-pi:42:${ SI }:n`,
		`#wc-stripe-confirm-pi:42:${ PI }`,
		`#wc-stripe-confirm-pi:42:${ PI }:n:extra`,
		`#wc-stripe-confirm-pi:42:pi_123:n`,
		`#wc-stripe-confirm-pi:42:${ PI }:<script>`,
	] )( 'rejects %s', ( hash ) => {
		expect( parseReturnHash( hash, ORIGIN ) ).toBeNull();
	} );
} );

describe( '#wc-stripe-voucher-{order id}:{voucher type}:{client secret}:{encoded return url}', () => {
	it( 'reads a voucher with a same-origin return url', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-voucher-42:boleto:${ PI }:${ encoded( 'https://shop.test/checkout/order-received/42/?key=k' ) }`,
				ORIGIN
			)
		).toEqual( {
			kind: 'voucher',
			orderId: '42',
			voucherType: 'boleto',
			clientSecret: PI,
			returnUrl: 'https://shop.test/checkout/order-received/42/?key=k',
		} );
	} );

	it( 'drops a return url to another origin (no open redirect)', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-voucher-42:oxxo:${ PI }:${ encoded( 'https://evil.test/' ) }`,
				ORIGIN
			)
		).toMatchObject( { returnUrl: null } );
	} );

	it( 'drops a badly encoded return url instead of throwing', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-voucher-42:oxxo:${ PI }:%E0%A4%A`,
				ORIGIN
			)
		).toMatchObject( { returnUrl: null } );
	} );
} );

describe( '#wc-stripe-wallet-{order id}:{wallet type}:{intent type}:{client secret}:{encoded return url}:{nonce}', () => {
	it( 'reads a wallet return', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-wallet-9:cashapp:payment_intent:${ PI }:${ encoded( '/checkout/order-received/9/' ) }:nn`,
				ORIGIN
			)
		).toEqual( {
			kind: 'wallet',
			orderId: 9,
			walletType: 'cashapp',
			intentType: 'payment',
			clientSecret: PI,
			returnUrl: 'https://shop.test/checkout/order-received/9/',
			nonce: 'nn',
		} );
	} );

	it( 'reads a setup intent wallet return', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-wallet-9:cashapp:setup_intent:${ SI }::nn`,
				ORIGIN
			)
		).toMatchObject( { intentType: 'setup', returnUrl: null } );
	} );

	it( 'rejects a six-part wallet hash whose nonce is not a token', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-wallet-9:cashapp:payment_intent:${ PI }:x:n%20n`,
				ORIGIN
			)
		).toBeNull();
	} );
} );

describe( "the plugin's five-part #wc-stripe-wallet-{order id}:{wallet type}:{intent object}:{client secret}:{encoded return url} (process_payment_with_deferred_intent(), 8.8.0 to 10.x)", () => {
	it( 'reads a Cash App Pay return as the plugin prints it, without a nonce', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-wallet-9:cashapp:payment_intent:${ PI }:${ encoded(
					'https://shop.test/checkout/order-received/9/?key=wc_order_x'
				) }`,
				ORIGIN
			)
		).toEqual( {
			kind: 'wallet',
			orderId: 9,
			walletType: 'cashapp',
			intentType: 'payment',
			clientSecret: PI,
			returnUrl:
				'https://shop.test/checkout/order-received/9/?key=wc_order_x',
			nonce: null,
		} );
	} );

	it( 'reads a WeChat Pay return and a Cash App Pay setup', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-wallet-12:wechat_pay:payment_intent:${ PI }:${ encoded(
					'/checkout/order-received/12/'
				) }`,
				ORIGIN
			)
		).toMatchObject( { walletType: 'wechat_pay', nonce: null } );
		expect(
			parseReturnHash(
				`#wc-stripe-wallet-12:cashapp:setup_intent:${ SI }:${ encoded(
					'/my-account/payment-methods/'
				) }`,
				ORIGIN
			)
		).toMatchObject( { intentType: 'setup', nonce: null } );
	} );

	it( 'a return address on another site is dropped, the hash still read', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-wallet-9:cashapp:payment_intent:${ PI }:${ encoded(
					'https://evil.test/'
				) }`,
				ORIGIN
			)
		).toMatchObject( { kind: 'wallet', returnUrl: null } );
	} );

	it( 'fewer parts, or a secret of the wrong intent, is nothing', () => {
		expect(
			parseReturnHash(
				`#wc-stripe-wallet-9:cashapp:payment_intent:${ PI }`,
				ORIGIN
			)
		).toBeNull();
		expect(
			parseReturnHash(
				`#wc-stripe-wallet-9:cashapp:setup_intent:${ PI }:x`,
				ORIGIN
			)
		).toBeNull();
	} );
} );

describe( 'legacy #confirm-{pi|si}-{client secret}:{encoded return url}', () => {
	it( 'reads a legacy confirmation', () => {
		expect(
			parseReturnHash(
				`#confirm-pi-${ PI }:${ encoded( '/checkout/order-received/3/' ) }`,
				ORIGIN
			)
		).toEqual( {
			kind: 'legacy-confirm',
			intentType: 'payment',
			clientSecret: PI,
			returnUrl: 'https://shop.test/checkout/order-received/3/',
		} );
	} );
} );

describe( 'anything else is nothing, and nothing throws', () => {
	it.each( [
		'',
		'#',
		'#reviews',
		'#tab-reviews',
		'#wc-stripe-unknown-1',
		undefined,
		null,
		42,
		{},
		'#'.repeat( 10000 ),
		`#wc-stripe-confirm-pi:${ '9'.repeat( 40 ) }:${ PI }:n`,
	] )( '%p → null', ( hash ) => {
		expect( parseReturnHash( hash as never, ORIGIN ) ).toBeNull();
	} );
} );
