/**
 * WooCommerce's order attribution fields and where each is read from in
 * sourcebuster's data (`current.src` is the `src` pair of `sbjs_current`).
 */
import { SBJS, unpack } from './sbjs-format';

export const DEFAULT_PREFIX = 'wc_order_attribution_';

export const DEFAULT_FIELDS: Record< string, string > = {
	source_type: 'current.typ',
	referrer: 'current_add.rf',
	utm_campaign: 'current.cmp',
	utm_source: 'current.src',
	utm_medium: 'current.mdm',
	utm_content: 'current.cnt',
	utm_id: 'current.id',
	utm_term: 'current.trm',
	utm_source_platform: 'current.plt',
	utm_creative_format: 'current.fmt',
	utm_marketing_tactic: 'current.tct',
	session_entry: 'current_add.ep',
	session_start_time: 'current_add.fd',
	session_pages: 'session.pgs',
	session_count: 'udata.vst',
	user_agent: 'udata.uag',
};

export type AttributionValues = Record< string, string | null >;

/** Each field's value from the cookies; null where there is none. */
export function attributionValues(
	cookies: Record< string, string | null >,
	fields: Record< string, string >
): AttributionValues {
	const values: AttributionValues = {};
	for ( const [ field, path ] of Object.entries( fields ) ) {
		const [ container, alias ] = path.split( '.' );
		const cookie = SBJS[ container as keyof typeof SBJS ];
		const value = cookie ? unpack( cookies[ cookie ] )[ alias ] : undefined;
		values[ field ] = value === undefined ? null : value;
	}
	return values;
}
