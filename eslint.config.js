const wpConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	...( Array.isArray( wpConfig ) ? wpConfig : [ wpConfig ] ),
	{
		ignores: [ 'build/**', 'dev/build/**', 'node_modules/**', 'test-results/**', 'playwright-report/**' ],
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
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'woocommerce-gateway-stripe' },
			],
		},
	},
];
