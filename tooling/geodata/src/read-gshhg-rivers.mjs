/**
 * Reads river polylines from GMT's binned GSHHG river file (netCDF-4 = HDF5) with h5wasm.
 * Layout (GMT gmt_shore.c): the globe is cut into bins of `Bin_size_in_minutes`, numbered row by row from the
 * north-west corner; each bin lists segments; each point is an unsigned 16-bit offset from the bin's
 * south-west corner in units of bin size / 65535. Coordinates returned are WGS-84.
 */

/** Returns [{ level, coordinates: [[lng, lat], …] }] for the segments of bins that overlap `bbox`. */
export async function readGshhgRivers(h5wasm, file, [west, south, east, north]) {
  await h5wasm.ready;
  const h5 = new h5wasm.File(file, 'r');
  try {
    const value = (name) => h5.get(name).value;
    const binDeg = value('Bin_size_in_minutes')[0] / 60;
    const binsPerRow = value('N_bins_in_360_longitude_range')[0];
    const firstSegment = value('Id_of_first_segment_in_a_bin');
    const segmentCount = value('N_segments_in_a_bin');
    const pointCount = value('N_points_for_a_segment');
    const level = value('Hierarchial_level_of_a_segment');
    const firstPoint = value('Id_of_first_point_in_a_segment');
    const dx = value('Relative_longitude_from_SW_corner_of_bin');
    const dy = value('Relative_latitude_from_SW_corner_of_bin');
    const scale = binDeg / 65535;
    const segments = [];
    for (let bin = 0; bin < firstSegment.length; bin += 1) {
      const lngSw = (bin % binsPerRow) * binDeg;
      const latSw = 90 - (Math.floor(bin / binsPerRow) + 1) * binDeg;
      if (lngSw + binDeg < west || lngSw > east || latSw + binDeg < south || latSw > north) continue;
      for (let s = firstSegment[bin]; s < firstSegment[bin] + segmentCount[bin]; s += 1) {
        const coordinates = [];
        for (let p = firstPoint[s]; p < firstPoint[s] + pointCount[s]; p += 1) {
          coordinates.push([lngSw + (dx[p] & 0xffff) * scale, latSw + (dy[p] & 0xffff) * scale]);
        }
        segments.push({ level: level[s], coordinates });
      }
    }
    return segments;
  } finally {
    h5.close();
  }
}
