export type { Appearance, FontSource } from './types';
export {
	TRUSTED_FONT_HOSTS,
	pageFontSources,
	trustedFontSource,
	trustedFontSources,
} from './trusted-fonts';
export {
	OPTIMIZED_CHECKOUT_FONT_STEP_PX,
	appearanceFromStyle,
	pageStyleOf,
} from './page-appearance';
