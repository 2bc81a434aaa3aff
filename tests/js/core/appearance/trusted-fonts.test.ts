import {
	TRUSTED_FONT_HOSTS,
	pageFontSources,
	trustedFontSource,
} from '../../../../assets/js/core/appearance';

describe( 'The appearance reader accepts fonts only from trusted hosts', () => {
	it( 'names the hosts', () => {
		expect( TRUSTED_FONT_HOSTS ).toEqual( [
			'fonts.googleapis.com',
			'fonts.bunny.net',
		] );
	} );

	it.each( [
		'https://fonts.googleapis.com/css2?family=Inter:wght@400;700',
		'https://fonts.bunny.net/css?family=inter:400',
	] )( 'accepts %s', ( href ) => {
		expect( trustedFontSource( href ) ).toEqual( { cssSrc: href } );
	} );

	it.each( [
		'http://fonts.googleapis.com/css2?family=Inter',
		'https://fonts.googleapis.com.evil.test/css',
		'https://evil.test/?fonts.googleapis.com',
		'https://shop.test/wp-content/themes/x/style.css',
		'javascript:alert(1)',
		'not a url',
	] )( 'refuses %s', ( href ) => {
		expect( trustedFontSource( href ) ).toBeNull();
	} );

	it( "reads the page's stylesheet links, each trusted one once", () => {
		document.head.innerHTML = `
			<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
			<link rel="stylesheet" href="/wp-content/themes/x/style.css">
			<link rel="preload stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
			<link rel="icon" href="https://fonts.bunny.net/favicon.ico">`;
		expect( pageFontSources() ).toEqual( [
			{ cssSrc: 'https://fonts.googleapis.com/css2?family=Inter' },
		] );
	} );
} );
