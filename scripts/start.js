/**
 * `npm start` (after the build): serve the development shop. PORT overrides
 * the default 8888.
 */
const { spawn } = require( 'child_process' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const child = spawn(
	process.execPath,
	[
		path.join( root, 'node_modules/tsx/dist/cli.mjs' ),
		'dev/server/main.ts',
	],
	{ cwd: root, stdio: 'inherit', env: process.env }
);
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, () => child.kill( signal ) );
}
child.on( 'exit', ( code ) => process.exit( code ?? 0 ) );
