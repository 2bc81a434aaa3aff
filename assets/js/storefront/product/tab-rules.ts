/**
 * Which product tab the address opens: Reviews for `#reviews`,
 * `#tab-reviews`, a comment anchor (`#comment-12`) or a comments page
 * (`comment-page-2`, `cpage=2`); Additional information for
 * `#tab-additional_information`; otherwise the first tab (null).
 */
export type TabFromAddress = 'reviews' | 'additional_information' | null;

export function tabFromAddress( hash: string, href: string ): TabFromAddress {
	if (
		hash.includes( 'comment-' ) ||
		hash === '#reviews' ||
		hash === '#tab-reviews' ||
		href.includes( 'comment-page-' ) ||
		href.includes( 'cpage=' )
	) {
		return 'reviews';
	}
	return hash === '#tab-additional_information'
		? 'additional_information'
		: null;
}
