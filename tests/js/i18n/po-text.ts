/**
 * Reads msgid blocks from .pot/.po text (long ids are split over lines).
 */
export interface PoBlock {
	text: string;
	msgid: string;
}

export function poBlocks( text: string ): PoBlock[] {
	return text
		.split( /\n\n/ )
		.slice( 1 )
		.map( ( block ) => {
			const match = /^msgid ((?:".*"\n?)+)/m.exec( block );
			const msgid = match
				? match[ 1 ]
						.trim()
						.split( '\n' )
						.map( ( line ) => JSON.parse( line ) )
						.join( '' )
				: '';
			return { text: block, msgid };
		} )
		.filter( ( block ) => block.msgid );
}
