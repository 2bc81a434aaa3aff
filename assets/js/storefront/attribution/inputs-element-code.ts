/**
 * How a page gets `<wc-order-attribution-inputs>` defined. Pages with
 * wallet buttons or a checkout form always print the element, so its code
 * comes with their script and is defined at once; on the others (shop,
 * account) a page prints one only now and then (a registration form), so
 * its code loads when one is there. `share` fills the elements again once
 * they are defined.
 */
export type InputsElementCode = (
	fields: readonly string[],
	prefix: string,
	share: () => void
) => void;
