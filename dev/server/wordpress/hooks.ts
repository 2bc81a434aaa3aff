/**
 * WordPress's hooks: how the shop's components reach each other without
 * importing each other. A component registers its callbacks once, when it
 * is loaded (app.ts loads each as WordPress loads a plugin, before any
 * request); WooCommerce then calls what hooked in at the real hook names
 * ('woocommerce_payment_gateways', 'woocommerce_after_add_to_cart_form',
 * …). Callbacks run by priority (lower first, 10 by default), then in the
 * order they were added, as `WP_Hook` runs them.
 *
 * What varies per request (the shop's state, the session) is passed to the
 * callbacks as arguments, never kept here: the registered callbacks are the
 * same for every request and every test.
 *
 * PHP's actions print; here an action's callbacks return the markup they
 * would print, and `doAction()` returns it joined, as an output buffer
 * around `do_action()` would hold it.
 *
 * Each component declares its hooks' arguments by adding to `Filters` and
 * `Actions` (TypeScript's module augmentation), so a hook's callers and
 * callbacks are typed alike.
 *
 * Follows: wordpress wp-includes/plugin.php (add_filter, apply_filters,
 * add_action, do_action, has_filter) and class-wp-hook.php (6.8.3).
 */

/**
 * Filter name → its arguments, the value filtered first; each callback
 * returns the value's new version.
 */
export interface Filters {}

/** Action name → its arguments. */
export interface Actions {
	/** Every active plugin's main file is loaded (wp-settings.php). */
	plugins_loaded: [];
}

type FilterArgs< Name extends keyof Filters > = Filters[ Name ] extends [
	unknown,
	...unknown[],
]
	? Filters[ Name ]
	: never;

type ActionArgs< Name extends keyof Actions > =
	Actions[ Name ] extends unknown[] ? Actions[ Name ] : never;

interface Registered {
	priority: number;
	callback: ( ...args: never[] ) => unknown;
}

/** Hook name → its callbacks, sorted by priority (added order within one). */
const registry = new Map< string, Registered[] >();

function register(
	name: string,
	callback: Registered[ 'callback' ],
	priority: number
): void {
	const list = registry.get( name ) || [];
	// After every callback of a priority up to this one: WP_Hook's order.
	const at = list.findIndex( ( entry ) => entry.priority > priority );
	list.splice( at === -1 ? list.length : at, 0, { priority, callback } );
	registry.set( name, list );
}

function callbacks( name: string ): Array< ( ...args: unknown[] ) => unknown > {
	return ( registry.get( name ) || [] ).map(
		( entry ) => entry.callback as ( ...args: unknown[] ) => unknown
	);
}

/** `add_filter()`. */
export function addFilter< Name extends keyof Filters >(
	name: Name,
	callback: ( ...args: FilterArgs< Name > ) => FilterArgs< Name >[ 0 ],
	priority = 10
): void {
	register( name, callback as Registered[ 'callback' ], priority );
}

/** `apply_filters()`: the value as every callback left it. */
export function applyFilters< Name extends keyof Filters >(
	name: Name,
	...args: FilterArgs< Name >
): FilterArgs< Name >[ 0 ] {
	const [ first, ...rest ] = args;
	return callbacks( name ).reduce(
		( value, callback ) => callback( value, ...rest ),
		first as unknown
	) as FilterArgs< Name >[ 0 ];
}

/** `add_action()`: a callback returns the markup it prints, if any. */
export function addAction< Name extends keyof Actions >(
	name: Name,
	callback: ( ...args: ActionArgs< Name > ) => string | void | undefined,
	priority = 10
): void {
	register( name, callback as Registered[ 'callback' ], priority );
}

/** `do_action()`: runs the callbacks and returns what they printed. */
export function doAction< Name extends keyof Actions >(
	name: Name,
	...args: ActionArgs< Name >
): string {
	return callbacks( name )
		.map( ( callback ) => callback( ...args ) )
		.filter( ( printed ): printed is string => typeof printed === 'string' )
		.join( '' );
}

/** `has_filter()` / `has_action()` without a callback: anything hooked? */
export function hasHook( name: keyof Filters | keyof Actions ): boolean {
	return ( registry.get( name ) || [] ).length > 0;
}

/**
 * `remove_all_filters()`, for unit tests of the hooks themselves; the shop
 * never removes what a component registered.
 */
export function removeAllHooks( name: keyof Filters | keyof Actions ): void {
	registry.delete( name );
}
