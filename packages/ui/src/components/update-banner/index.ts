export { UPDATE_APPLY_DELAY, UpdateBanner, type UpdateBannerLabels, type UpdateBannerProps } from './update-banner';
