import {
	initStoreNotice,
	storeNoticeCookieName,
} from '../../../assets/js/storefront/store-notice';

function renderNotice( noticeId: string ): HTMLElement {
	document.body.innerHTML = `
		<p class="woocommerce-store-notice demo_store" data-notice-id="${ noticeId }">
			Free shipping this week
			<a href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a>
		</p>`;
	return document.querySelector( '.woocommerce-store-notice' ) as HTMLElement;
}

function clearCookies(): void {
	for ( const pair of document.cookie.split( ';' ) ) {
		const name = pair.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
}

describe( 'Store notice: visible until dismissed, then hidden by a cookie', () => {
	afterEach( clearCookies );

	it( 'names the cookie store_notice plus the notice id', () => {
		expect( storeNoticeCookieName( 'abc123' ) ).toBe(
			'store_noticeabc123'
		);
		expect( storeNoticeCookieName( null ) ).toBe( 'store_notice' );
	} );

	it( 'shows the notice until it is dismissed', () => {
		const notice = renderNotice( 'n1' );
		initStoreNotice( document );
		expect( notice.hidden ).toBe( false );
	} );

	it( 'hides the notice and sets store_notice<id>=hidden on dismiss', () => {
		const notice = renderNotice( 'n2' );
		initStoreNotice( document );
		( notice.querySelector( 'a' ) as HTMLElement ).click();
		expect( notice.hidden ).toBe( true );
		expect( document.cookie ).toContain( 'store_noticen2=hidden' );
	} );

	it( 'stays hidden on the next page when the cookie is set', () => {
		document.cookie = 'store_noticen3=hidden; path=/';
		const notice = renderNotice( 'n3' );
		initStoreNotice( document );
		expect( notice.hidden ).toBe( true );
	} );

	it( 'a new notice id shows again after an older one was dismissed', () => {
		document.cookie = 'store_noticeold=hidden; path=/';
		const notice = renderNotice( 'new' );
		initStoreNotice( document );
		expect( notice.hidden ).toBe( false );
	} );
} );
