/**
 * Prints the real store's figures (scripts/bench-store/index.js): one table
 * of ratios, ours / the incumbent's, per page, then the raw figures of
 * each, then the payment scripts each page loaded.
 */
const MODES = [ 'ours', 'incumbent' ];

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;
const trips = ( value ) => ( value ? value.trips.toFixed( 1 ) : '—' );
const ms = ( value ) => ( value === null ? '—' : `${ Math.round( value ) }` );

/** ours / incumbent, or a dash where either is missing or both are 0. */
function ratio( ours, theirs ) {
	if ( ours === null || theirs === null ) {
		return '—';
	}
	if ( theirs === 0 ) {
		return ours === 0 ? '=' : '—';
	}
	return ( ours / theirs ).toFixed( 2 );
}

/** The figures a ratio is taken of, per page and mode. */
function figures( result ) {
	return {
		js: result.weight.payment,
		total: result.weight.payment + result.weight.closure,
		walletH1: result.h1.wallet ? result.h1.wallet.trips : null,
		walletH2: result.h2.wallet ? result.h2.wallet.trips : null,
		cardH1: result.h1.card ? result.h1.card.trips : null,
		cardH2: result.h2.card ? result.h2.card.trips : null,
		cls375: result.slow.cls,
		cls1280: result.desktop.cls,
		interaction: result.slow.interaction.duration,
	};
}

const row = ( cells, widths ) =>
	cells
		.map( ( cell, index ) =>
			index === 0
				? String( cell ).padEnd( widths[ 0 ] )
				: String( cell ).padStart( widths[ index ] )
		)
		.join( ' ' );

function printRatios( pages, results ) {
	const widths = [ 20, 7, 13, 10, 10, 9, 9, 8, 9, 12 ];
	console.log(
		'\nOurs / the incumbent’s, per page (below 1: ours costs less; — where one has none):\n'
	);
	console.log(
		row(
			[
				'page',
				'JS',
				'JS + closure',
				'wallet h1',
				'wallet h2',
				'card h1',
				'card h2',
				'CLS 375',
				'CLS 1280',
				'interaction',
			],
			widths
		)
	);
	for ( const target of pages ) {
		const ours = figures( results[ target.name ].ours );
		const theirs = figures( results[ target.name ].incumbent );
		console.log(
			row(
				[
					target.name,
					ratio( ours.js, theirs.js ),
					ratio( ours.total, theirs.total ),
					ratio( ours.walletH1, theirs.walletH1 ),
					ratio( ours.walletH2, theirs.walletH2 ),
					ratio( ours.cardH1, theirs.cardH1 ),
					ratio( ours.cardH2, theirs.cardH2 ),
					ratio( ours.cls375, theirs.cls375 ),
					ratio( ours.cls1280, theirs.cls1280 ),
					ratio( ours.interaction, theirs.interaction ),
				],
				widths
			)
		);
	}
}

function printRaw( pages, results ) {
	const widths = [ 31, 9, 9, 9, 5, 5, 5, 5, 5, 7, 7, 6, 0 ];
	console.log(
		'\nThe raw figures: JS gzip -9 (ours, or the gateway’s and WooCommerce’s scripts ours replaces), the WordPress closure (every other script), requests to the store; round trips to the first wallet button and the card fields over HTTP/1.1 and HTTP/2; on a 4× slower CPU, CLS at 375 and 1280 px and the longest interaction at 375 px (ms, and what the shopper did then):\n'
	);
	console.log(
		row(
			[
				'page',
				'JS',
				'closure',
				'total',
				'req',
				'w h1',
				'w h2',
				'c h1',
				'c h2',
				'CLS375',
				'CLS1280',
				'INP',
				'  longest interaction',
			],
			widths
		)
	);
	for ( const target of pages ) {
		for ( const mode of MODES ) {
			const result = results[ target.name ][ mode ];
			const { weight, h1, h2, slow, desktop } = result;
			console.log(
				row(
					[
						`${ target.name }, ${ mode }`,
						kb( weight.payment ),
						kb( weight.closure ),
						kb( weight.payment + weight.closure ),
						weight.requests,
						trips( h1.wallet ),
						trips( h2.wallet ),
						trips( h1.card ),
						trips( h2.card ),
						slow.cls.toFixed( 4 ),
						desktop.cls.toFixed( 4 ),
						ms( slow.interaction.duration ),
						`  ${ slow.interaction.what || 'none over 16 ms' }`,
					],
					widths
				)
			);
		}
	}
}

function printScripts( pages, results ) {
	console.log(
		'\nThe payment scripts each page loaded (gzip -9 bytes), and how many closure scripts:\n'
	);
	for ( const target of pages ) {
		for ( const mode of MODES ) {
			const { files } = results[ target.name ][ mode ].weight;
			const payment = [ 'ours', 'gateway', 'woocommerce' ].flatMap(
				( kind ) =>
					Object.entries( files[ kind ] ).map(
						( [ file, bytes ] ) =>
							`${ file.replace(
								/^\/wp-content\/plugins\//,
								''
							) } ${ bytes }`
					)
			);
			console.log(
				`${ target.name }, ${ mode }: ${
					payment.join( ', ' ) || 'none'
				}; closure ${ Object.keys( files.closure ).length } scripts`
			);
		}
	}
}

/** Where a page's layout shifted (more than 0.001), for the worse load. */
function printShifts( pages, results ) {
	const lines = [];
	for ( const target of pages ) {
		for ( const mode of MODES ) {
			const { slow, desktop } = results[ target.name ][ mode ];
			for ( const [ width, shifts ] of [
				[ 375, slow.shifts ],
				[ 1280, desktop.shifts ],
			] ) {
				for ( const shift of shifts ) {
					if ( shift.value > 0.001 ) {
						lines.push(
							`${ target.name }, ${ mode }, ${ width } px: ${ shift.value.toFixed(
								4
							) } at ${ shift.at } ms, ${ shift.what.join( ', ' ) }`
						);
					}
				}
			}
		}
	}
	if ( lines.length ) {
		console.log( '\nLayout shifts over 0.001 (what moved):\n' );
		console.log( lines.join( '\n' ) );
	}
}

function printStoreReport( pages, results ) {
	printRatios( pages, results );
	printRaw( pages, results );
	printShifts( pages, results );
	printScripts( pages, results );
}

module.exports = { printStoreReport };
