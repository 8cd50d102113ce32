/**
 * Credit for the data the offline basemap is drawn from, shown in the map's attribution control.
 * Plain text on purpose: the style must not contain URLs (it works offline). The full notices are in
 * the repository's DATA-LICENSES file.
 */
export const BASEMAP_ATTRIBUTION =
  '© OpenStreetMap contributors (ODbL) · GSHHG (LGPL) · district boundaries DataV/AMap · GeoNames (CC BY 4.0)';
