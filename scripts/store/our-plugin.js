/**
 * `node scripts/store/our-plugin.js off|on|status`: switches our plugin off
 * (the store then runs WooCommerce's and the gateway's own scripts) or back
 * on, while the store runs or not, as the Plugins screen's links do.
 */
const { switchOurPlugin } = require( './install' );

const state = process.argv[ 2 ] || 'status';
if ( ! [ 'on', 'off', 'status' ].includes( state ) ) {
	console.error( 'Usage: node scripts/store/our-plugin.js on|off|status' );
	process.exit( 1 );
}
try {
	switchOurPlugin( state );
} catch ( error ) {
	console.error( error.message );
	process.exit( 1 );
}
