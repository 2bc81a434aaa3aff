/**
 * The latest value in a ref: observers registered once can read current props
 * without being unsubscribed and subscribed again on every render.
 */
import { useRef } from '@wordpress/element';

export function useLatest< T >( value: T ): { readonly current: T } {
	const ref = useRef( value );
	ref.current = value;
	return ref;
}
