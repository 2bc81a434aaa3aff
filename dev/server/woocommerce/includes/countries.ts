/**
 * Countries the shop sells to, their states, and where it cannot ship.
 *
 * Follows: woocommerce i18n/states.php and includes/class-wc-countries.php.
 */
export const COUNTRIES: Record< string, string > = {
	DE: 'Germany',
	FR: 'France',
	NL: 'Netherlands',
	BE: 'Belgium',
	AT: 'Austria',
	PL: 'Poland',
	PT: 'Portugal',
	GB: 'United Kingdom (UK)',
	US: 'United States (US)',
	CA: 'Canada',
	AU: 'Australia',
	BR: 'Brazil',
	MX: 'Mexico',
	PR: 'Puerto Rico',
	AQ: 'Antarctica',
};

export const COUNTRY_STATES: Record< string, Record< string, string > > = {
	US: { CA: 'California', NY: 'New York', TX: 'Texas' },
	BR: { SP: 'São Paulo', RJ: 'Rio de Janeiro' },
	MX: { CMX: 'Ciudad de México', JAL: 'Jalisco' },
	DE: {},
	FR: {},
	NL: {},
	BE: {},
	AT: {},
	PL: {},
	PT: {},
};

/** A zone with no shipping methods. */
export const NO_SHIPPING_COUNTRIES = [ 'AQ' ];
