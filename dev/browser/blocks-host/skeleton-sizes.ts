/**
 * One set of sizes (in rem, 16 px) for the drawn checkout (style.ts) and
 * the server's skeleton of it: the skeleton's steps are as tall as the
 * steps the host draws, so the page does not move when the checkout takes
 * the skeleton's place.
 *
 * A step's height is its fixed part plus its rows: a field row is its
 * label (line, margins) and its field; sections add their padding and
 * border; vertical margins between a heading and the first label collapse
 * as CSS collapses them (the larger one counts).
 */
const BASE = {
	/** Between the checkout's steps. */
	gap: 1.2,
	sectionPadding: 1,
	/** Both borders of a section (1 px each). */
	sectionBorder: 0.125,
	heading: 1.75,
	headingGap: 0.6,
	label: 1.25,
	labelTop: 0.5,
	labelBottom: 0.2,
	field: 2.75,
	/** A line of text (notes, order summary rows). */
	line: 1.6,
	/** The wallet buttons' height (WooCommerce gives them 48 px). */
	wallet: 3,
	walletGap: 0.5,
	placeOrder: 3.25,
	sidebar: 20,
	couponGap: 0.6,
	/** At and above this width (px), the summary is a column of its own. */
	wide: 900,
};

const frame = BASE.sectionPadding * 2 + BASE.sectionBorder;
const fieldRow = BASE.labelTop + BASE.label + BASE.labelBottom + BASE.field;
// The first label's top margin collapses into the heading's larger one.
const headed = BASE.heading + BASE.headingGap - BASE.labelTop;

export const SIZES = {
	...BASE,
	fieldRow,
	/** A checkbox or radio row: a label line with its margins. */
	checkboxRow: BASE.labelTop + BASE.label + BASE.labelBottom,
	rateRow: BASE.labelTop + BASE.label + BASE.labelBottom,
	methodRow: BASE.labelTop + BASE.label + BASE.labelBottom,
	/** "Or continue below" and the express area's frame. */
	expressExtra: frame + BASE.headingGap + BASE.line,
	contact: frame + headed + fieldRow,
	billing: frame + headed,
	/** "Use same address…", the heading between, the frame. */
	shipping:
		frame +
		BASE.labelTop +
		BASE.label +
		BASE.labelBottom +
		BASE.heading +
		BASE.headingGap -
		BASE.labelTop,
	payment: frame + headed,
	/** Heading, subtotal, coupon link, shipping, tax, total. */
	summary: frame + BASE.heading + BASE.headingGap + BASE.line * 5,
};
