/** Puts one WordPress package on `window.wp`, as its script handle does. */
export function exposeWordPressPackage( name: string, value: unknown ): void {
	const target = window as unknown as { wp?: Record< string, unknown > };
	target.wp = { ...( target.wp || {} ), [ name ]: value };
}
