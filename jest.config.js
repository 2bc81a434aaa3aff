/**
 * Unit tests: jest in a WordPress-like environment (jsdom, the WordPress
 * preset that fails a test on an unexpected console.error).
 */
module.exports = {
	preset: '@wordpress/jest-preset-default',
	rootDir: __dirname,
	roots: [ '<rootDir>/tests/js' ],
	testMatch: [ '**/?(*.)test.[jt]s?(x)' ],
	transform: {
		'\\.[jt]sx?$': require.resolve(
			'@wordpress/scripts/config/babel-transform'
		),
	},
	moduleNameMapper: {
		'^@woocommerce/blocks-registry$':
			'<rootDir>/tests/js/doubles/blocks-registry.ts',
		'^@woocommerce/settings$': '<rootDir>/tests/js/doubles/wc-settings.ts',
	},
	setupFilesAfterEnv: [ '<rootDir>/tests/js/setup.ts' ],
};
