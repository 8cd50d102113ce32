/**
 * Credit for the data the offline basemap is drawn from, shown in the map's attribution control: the sources
 * by name, short enough for one line on a 375 px phone, so it never runs under the map's bottom controls.
 * Plain text on purpose: the style must not contain URLs (it works offline). The licences (ODbL, LGPL,
 * CC BY 4.0) and full notices are in the repository's DATA-LICENSES file.
 */
export const BASEMAP_ATTRIBUTION = '© OpenStreetMap contributors · GSHHG · DataV · GeoNames';
