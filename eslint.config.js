const wpConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

/**
 * Imports run one way: a page's script (assets/js/pages, one per handle)
 * puts surfaces together; each surface uses only the core and the stores;
 * the stores use only the core; the core uses none of them; product code
 * never uses the development shop or the tests. A surface that imported
 * another would ship that surface's code on every page it is on. The rule
 * resolves each import to its file, so a folder's name alone never trips it.
 */
const SURFACES = [ 'blocks', 'classic', 'express', 'pay-later', 'storefront' ];
const source = ( folder ) => `./assets/js/${ folder }`;
const zone = ( target, from, message ) => ( {
	target: source( target ),
	from: from.map( source ),
	message,
} );
const boundaries = {
	files: [ 'assets/js/**' ],
	rules: {
		'import/no-restricted-paths': [
			'error',
			{
				zones: [
					...SURFACES.map( ( surface ) =>
						zone(
							surface,
							SURFACES.filter( ( other ) => other !== surface ),
							'A surface imports only assets/js/core and assets/js/stores, never another surface.'
						)
					),
					zone(
						'stores',
						SURFACES,
						'The stores are shared by every surface and import only assets/js/core.'
					),
					zone(
						'core',
						[ ...SURFACES, 'stores' ],
						'The core is framework-free shared logic: it imports no surface and no store.'
					),
					...[ ...SURFACES, 'stores', 'core' ].map( ( folder ) =>
						zone(
							folder,
							[ 'pages' ],
							'Only WordPress loads a page script (assets/js/pages): nothing imports one.'
						)
					),
					{
						target: './assets/js',
						from: [ './dev', './tests' ],
						message:
							'Product code never imports the development shop or the tests.',
					},
				],
			},
		],
	},
};

/**
 * The development shop's components depend one way, as the real ones do:
 * WordPress ← WooCommerce (← Subscriptions) ← the Stripe gateway ← our
 * plugin. A component reaches one after it only through WordPress's hooks
 * (dev/server/wordpress/hooks.ts) and WooCommerce's registries; the
 * bootstrap files (app.ts, plugins.ts, …) and dev-shop/ may import any.
 * tests/js/dev/shop-components.test.ts holds the same order.
 */
const SHOP_ORDER = [
	'wordpress',
	'woocommerce',
	'woocommerce-subscriptions',
	'stripe-gateway',
	'plugin',
];
const shopOrder = {
	files: [ 'dev/server/**' ],
	rules: {
		'import/no-restricted-paths': [
			'error',
			{
				zones: SHOP_ORDER.slice( 0, -1 ).map( ( folder, at ) => ( {
					target: `./dev/server/${ folder }`,
					from: SHOP_ORDER.slice( at + 1 ).map(
						( later ) => `./dev/server/${ later }`
					),
					message: `dev/server/${ folder } comes before ${ SHOP_ORDER.slice(
						at + 1
					).join(
						', '
					) } (WordPress ← WooCommerce ← the gateway ← our plugin): reach them through hooks.`,
				} ) ),
			},
		],
	},
};

module.exports = [
	...( Array.isArray( wpConfig ) ? wpConfig : [ wpConfig ] ),
	{
		ignores: [
			'build/**',
			'dev/build/**',
			'node_modules/**',
			'test-results/**',
			'playwright-report/**',
		],
	},
	{
		// TypeScript carries parameter types; JSDoc comments here say why,
		// not what each parameter is.
		files: [ '**/*.ts', '**/*.tsx' ],
		rules: {
			'jsdoc/require-param': 'off',
			'jsdoc/require-returns-type': 'off',
			'jsdoc/require-param-type': 'off',
		},
	},
	{
		// The development shop is tooling: early-return style rules add noise
		// there, and its labels wrap their inputs (associated either way).
		files: [ 'dev/**' ],
		rules: {
			'@wordpress/no-unused-vars-before-return': 'off',
			'no-nested-ternary': 'off',
			'jsx-a11y/label-has-associated-control': [
				'error',
				{ assert: 'either' },
			],
		},
	},
	{
		// Jest reads its environment from a docblock tag.
		files: [ 'tests/**' ],
		rules: {
			'jsdoc/check-tag-names': [
				'error',
				{ definedTags: [ 'jest-environment' ] },
			],
		},
	},
	{
		// Every browser test runs with the Store API schema check: its
		// `test` comes from tests/e2e/fixtures.ts, never straight from
		// Playwright.
		files: [ 'tests/e2e/**/*.spec.ts' ],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@playwright/test',
							importNames: [ 'test' ],
							message:
								"Import test from './fixtures', which checks every Store API answer against WooCommerce's schema.",
						},
					],
				},
			],
		},
	},
	boundaries,
	shopOrder,
	{
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'woocommerce-gateway-stripe' },
			],
		},
	},
];
