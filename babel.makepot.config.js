/**
 * Babel config used only to extract the translation catalogue (scripts/makepot.js).
 * Kept out of the webpack build: babel-loader's cache would skip the plugin.
 */
module.exports = {
	presets: [ require.resolve( '@wordpress/babel-preset-default' ) ],
	plugins: [
		[
			'@wordpress/babel-plugin-makepot',
			{ output: process.env.MAKEPOT_OUTPUT || 'languages/extracted.pot' },
		],
	],
};
