const wpConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	...( Array.isArray( wpConfig ) ? wpConfig : [ wpConfig ] ),
	{
		ignores: [ 'build/**', 'dev/build/**', 'node_modules/**', 'test-results/**', 'playwright-report/**' ],
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
