/**
 * The message inside a failed WordPress answer: a REST error `{code, message}`,
 * a wp-ajax error `{success:false, data:{error:{message}}}` or
 * `{data:{message}}`. Null when there is none.
 */
function field( value: unknown, key: string ): unknown {
	return value && typeof value === 'object'
		? ( value as Record< string, unknown > )[ key ]
		: undefined;
}

export function messageFromBody( body: unknown ): string | null {
	const candidates = [
		field( body, 'message' ),
		field( field( field( body, 'data' ), 'error' ), 'message' ),
		field( field( body, 'data' ), 'message' ),
		field( field( body, 'error' ), 'message' ),
	];
	const found = candidates.find(
		( candidate ) =>
			typeof candidate === 'string' && candidate.trim() !== ''
	);
	return ( found as string | undefined ) ?? null;
}

export function codeFromBody( body: unknown ): string | undefined {
	const code = field( body, 'code' );
	return typeof code === 'string' ? code : undefined;
}
