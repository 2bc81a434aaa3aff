/**
 * WordPress's `wp.template` placeholders, filled without running code.
 * `wp.template` compiles a `<script type="text/template">` with Underscore
 * (and so `new Function`), which a strict Content Security Policy forbids.
 * A variation template only ever reads the data it is given, so reading
 * those paths is all we do: `{{ data.a.b }}` is the value, HTML-escaped;
 * `{{{ data.a.b }}}` is the value as it is (the shop's own markup, such as
 * `price_html`). A template with anything else in a placeholder, or with
 * `<# … #>` logic, is one we cannot fill faithfully: the result is null and
 * the caller decides what to show instead.
 */

/**
 * Tried in wp.template's order at each position: escaped, then raw, then
 * logic, so `{{{ x }}}` is never read as an escaped `{{ x }}`.
 */
const PLACEHOLDERS =
	/\{\{([^}]+?)\}\}(?!\})|\{\{\{([\s\S]+?)\}\}\}|<#([\s\S]+?)#>/g;

/** `data` followed by one or more property names: all we read. */
const DATA_PATH = /^\s*data((?:\.[A-Za-z_$][\w$]*)+)\s*$/;

/** Underscore's `_.escape`, which `{{ }}` applies. */
const ENTITIES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#x27;',
	'`': '&#x60;',
};

export function escapeHtml( text: string ): string {
	return text.replace( /[&<>"'`]/g, ( character ) => ENTITIES[ character ] );
}

const UNREADABLE = Symbol( 'unreadable' );

/** The value at `data.…`, or UNREADABLE when the expression is not a path. */
function valueAt(
	data: Record< string, unknown >,
	expression: string
): unknown {
	const path = DATA_PATH.exec( expression );
	if ( ! path ) {
		return UNREADABLE;
	}
	let value: unknown = data;
	for ( const name of path[ 1 ].slice( 1 ).split( '.' ) ) {
		// Only the data's own fields: never a prototype's.
		value =
			value !== null &&
			typeof value === 'object' &&
			Object.prototype.hasOwnProperty.call( value, name )
				? ( value as Record< string, unknown > )[ name ]
				: undefined;
	}
	return value;
}

/** As Underscore prints a value: nothing for null and undefined. */
const printed = ( value: unknown ) =>
	value === null || value === undefined ? '' : String( value );

/** The template filled with `data`, or null when it needs code run. */
export function fillWpTemplate(
	source: string,
	data: Record< string, unknown >
): string | null {
	let html = '';
	let from = 0;
	for ( const match of source.matchAll( PLACEHOLDERS ) ) {
		const [ whole, escaped, raw, logic ] = match;
		if ( logic !== undefined ) {
			return null;
		}
		const value = valueAt( data, escaped ?? raw );
		if ( value === UNREADABLE ) {
			return null;
		}
		html +=
			source.slice( from, match.index ) +
			( escaped !== undefined
				? escapeHtml( printed( value ) )
				: printed( value ) );
		from = match.index + whole.length;
	}
	return html + source.slice( from );
}
