/**
 * The answer of POST /wc/store/v1/batch, as WordPress writes it: read from
 * WordPress 6.x wp-includes/rest-api/class-wp-rest-server.php
 * serve_batch_request_v1() (207, `responses`: one envelope per request, in
 * order; with `validation: require-all-validate` and a request that failed
 * its checks, `failed: 'validation'` and `null` for each request that
 * passed) and envelope_response() (`body`, `status`, `headers`), behind
 * WooCommerce Blocks 11.8 Routes/V1/Batch.php. Each envelope's body is
 * then checked against its own route's schema (answers.ts).
 */
import { arrayOf, integer, nullable, objectOf } from './schema';
import type { Schema } from './schema';

/** envelope_response(). */
export const ENVELOPE = objectOf( {
	body: { type: [ 'object', 'array', 'string', 'null' ] },
	status: integer,
	headers: { type: [ 'object', 'array' ] },
} );

export const BATCH: Schema = objectOf( { responses: arrayOf( ENVELOPE ) } );

export const FAILED_BATCH: Schema = objectOf( {
	failed: { type: 'string', enum: [ 'validation' ] },
	responses: arrayOf( nullable( ENVELOPE ) ),
} );
