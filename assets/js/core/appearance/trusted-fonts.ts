/**
 * Web fonts the Payment Element may load. Stripe's iframe fetches the
 * stylesheet itself, so we pass only stylesheets from font services whose
 * whole job is serving `@font-face` CSS to other sites: Google Fonts (the one
 * Stripe's own documentation uses) and Bunny Fonts (its privacy-minded
 * mirror, same URL shape). A theme's own stylesheet or an arbitrary host is
 * never handed to Stripe: it could change under the store's feet, fail in the
 * iframe, or carry more than fonts.
 */
import type { FontSource } from './types';

export const TRUSTED_FONT_HOSTS: readonly string[] = [
	'fonts.googleapis.com',
	'fonts.bunny.net',
];

/** A stylesheet URL Stripe may load, or null. Only https is accepted. */
export function trustedFontSource( href: string ): FontSource | null {
	let url: URL;
	try {
		url = new URL( href );
	} catch {
		return null;
	}
	return url.protocol === 'https:' &&
		TRUSTED_FONT_HOSTS.includes( url.hostname )
		? { cssSrc: url.href }
		: null;
}

/** The page's font stylesheets Stripe may load, in page order, once each. */
export function trustedFontSources( hrefs: readonly string[] ): FontSource[] {
	const seen = new Set< string >();
	const sources: FontSource[] = [];
	for ( const href of hrefs ) {
		const source = trustedFontSource( href );
		if ( source && ! seen.has( source.cssSrc ) ) {
			seen.add( source.cssSrc );
			sources.push( source );
		}
	}
	return sources;
}

/** The trusted font stylesheets the page links. */
export function pageFontSources( doc: Document = document ): FontSource[] {
	return trustedFontSources(
		Array.from(
			doc.querySelectorAll< HTMLLinkElement >(
				'link[rel~="stylesheet"]'
			),
			( link ) => link.href
		)
	);
}
