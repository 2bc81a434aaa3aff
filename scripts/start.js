/**
 * `npm start`: install what is missing, build, serve the development shop,
 * saying one line per step and the address last. `npm start -- --verbose`
 * (or VERBOSE=1) shows every tool's own output instead; a step that fails
 * always shows its output. `npm run serve` (`--serve-only`) skips the
 * install and the build. PORT overrides the default 8888.
 */
const { spawn } = require( 'child_process' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const verbose = process.argv.includes( '--verbose' ) || !! process.env.VERBOSE;
const serveOnly = process.argv.includes( '--serve-only' );
const { BUILD_STEPS } = require( './build' );

/** Runs one step; quiet unless verbose or failing. Resolves its output. */
function step( label, command, args, env = process.env ) {
	const started = Date.now();
	if ( ! verbose ) {
		process.stdout.write( `${ label }…` );
	}
	// A dot every two seconds: the step is alive.
	const ticker = verbose
		? null
		: setInterval( () => process.stdout.write( '.' ), 2000 );
	return new Promise( ( resolve ) => {
		let output = '';
		const child = spawn( command, args, {
			cwd: root,
			env,
			stdio: verbose ? 'inherit' : 'pipe',
		} );
		if ( ! verbose ) {
			child.stdout.on( 'data', ( chunk ) => ( output += chunk ) );
			child.stderr.on( 'data', ( chunk ) => ( output += chunk ) );
		}
		child.on( 'exit', ( code ) => {
			clearInterval( ticker );
			const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
			if ( code !== 0 ) {
				if ( ! verbose ) {
					process.stdout.write( ' failed\n' );
					process.stdout.write( output );
				}
				console.error( `${ label } failed (exit ${ code }).` );
				process.exit( code || 1 );
			}
			if ( ! verbose ) {
				process.stdout.write( ` done (${ seconds } s)\n` );
			}
			resolve( output );
		} );
	} );
}

async function main() {
	if ( ! serveOnly ) {
		const installed = await step(
			'Checking dependencies',
			process.execPath,
			[ path.join( __dirname, 'ensure-deps.js' ) ]
		);
		if ( ! verbose && /npm ci/.test( installed ) ) {
			console.log(
				'  (installed with npm ci: none yet, or package-lock.json changed)'
			);
		}
		for ( const [ label, command, args, env ] of BUILD_STEPS ) {
			await step( label, command, args, env );
		}
	}
	const server = spawn(
		process.execPath,
		[
			path.join( root, 'node_modules/tsx/dist/cli.mjs' ),
			'dev/server/main.ts',
		],
		{ cwd: root, stdio: 'inherit', env: process.env }
	);
	for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
		process.on( signal, () => server.kill( signal ) );
	}
	server.on( 'exit', ( code ) => process.exit( code ?? 0 ) );
}

main();
