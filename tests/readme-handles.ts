/**
 * The README's table of which of our script handles each page loads
 * (section "Script handles"): page → handles, in the order the page prints
 * them. The unit and browser tests hold the shop to it, so the table a
 * plugin developer reads is the one the pages follow.
 */
import { readFileSync } from 'fs';
import path from 'path';

export function readmeHandles(): Record< string, string[] > {
	const readme = readFileSync(
		path.resolve( __dirname, '../README.md' ),
		'utf8'
	);
	const section = readme.slice( readme.indexOf( '## Script handles' ) );
	const rows: Record< string, string[] > = {};
	for ( const [ , page, handles ] of section.matchAll(
		/^\| ([a-z ]+?) +\| ((?:`wc-stripe-[\w-]+`(?:, )?)+) +\|/gm
	) ) {
		rows[ page ] = [ ...handles.matchAll( /`([\w-]+)`/g ) ].map(
			( match ) => match[ 1 ]
		);
	}
	return rows;
}
