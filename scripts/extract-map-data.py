#!/usr/bin/env python3
"""Writes one .mapdata file per Landmarks place into the folder given as the only argument.

Called by scripts/extract-map-data, which installs GMT first. For a box around each place it dumps with `gmt coast -M`
the full resolution GSHHG shorelines (-W -Df; each level apart: 1 land, 2 lake, 3 island in a lake, 4 pond) and the
permanent rivers (-Ir). `gmt coast` cuts shorelines at its 1-degree bins and at the box; the pieces are joined again and
closed along the box edge into rings, with land on the left of every ring as GSHHG keeps it, so each level fills as
plain polygons drawn in level order over the sea. `gmt select` tells whether a box that no shoreline crosses is all
land. The national and state borders come from the Digital Chart of the World (DCW-GMT, `gmt coast -E… -M`): its
polygons of the states of the United States, the provinces of Canada and Mexico (DCW has no Mexican states). Only the
land borders are kept: the polygon edges that run along another polygon's edge (DCW's neighbours differ by up to a few
hundred metres along their common border, never share vertices), not those along the coast; an edge shared by
polygons of two countries is a national border, else a state border. Lines are simplified (Douglas-Peucker, about
5 m).

The format, little-endian, read by MapKit's MapData:
  "MKMD", version byte 1,
  the box: west, south, east, north as int32 in 1e-5 degrees,
  varint feature count, then per feature: kind byte (1-4 shore ring of that level, 5 river, 6 national border,
  7 state border), varint point count, points as zigzag varint deltas in 1e-5 degrees (longitude, latitude), the
  first from the box's south-west corner.
"""
import math
import os
import subprocess
import sys

# id, file name, latitude, longitude (../shared/reference/seed-apps.md, landmarkData.json).
LANDMARKS = [
    ("turtlerock", 34.011286, -116.166868),
    ("silversalmoncreek", 59.980167, -152.665167),
    ("chilkoottrail", 59.560551, -135.334571),
    ("stmarylake", 48.69423, -113.536248),
    ("twinlake", 60.641684, -153.849883),
    ("lakemcdonald", 48.56002, -113.934831),
    ("charleyrivers", 65.350021, -143.122586),
    ("icybay", 60.089917, -141.518167),
    ("rainbowlake", 61.694334, -150.086103),
    ("hiddenlake", 48.495442, -121.17799),
    ("chincoteague", 37.91531, -75.383212),
    ("umbagog", 44.747408, -71.056816),
]

HALF_LATITUDE = 1.5
MAX_HALF_LONGITUDE = 3.0
TOLERANCE_METRES = 5.0
UNIT = 1e5  # stored units per degree
KIND_RIVER, KIND_NATIONAL, KIND_STATE = 5, 6, 7
# The countries whose DCW polygons give the borders: by state where DCW has states, else whole.
BORDER_COUNTRIES = ("US", "CA", "MX")
# How far (in metres) an edge may be from a neighbouring polygon's edge and still count as their common border.
BORDER_TOLERANCE_METRES = 300.0
# How far apart (in metres) points along a polygon edge are checked against its neighbour.
BORDER_SAMPLE_METRES = 1000.0
# The grid cell (in degrees) of the index of polygon edges.
CELL = 0.02


def gmt(*args, stdin=None):
    return subprocess.run(["gmt", *args], input=stdin, capture_output=True, text=True, check=True).stdout


def segments(dump):
    """(header, points) per segment of a GMT multisegment dump."""
    result = []
    for line in dump.splitlines():
        if line.startswith(">"):
            result.append((line, []))
        elif line.strip() and result:
            x, y = line.split()[:2]
            result[-1][1].append((float(x), float(y)))
    return [(h, p) for h, p in result if len(p) >= 2]


def key(point):
    return (round(point[0], 7), round(point[1], 7))


def join(pieces):
    """Joins pieces whose ends meet into chains; returns (closed rings, open chains)."""
    by_start = {}
    for piece in pieces:
        by_start.setdefault(key(piece[0]), []).append(piece)
    used = set()
    rings, chains = [], []
    for piece in pieces:
        if id(piece) in used:
            continue
        used.add(id(piece))
        chain = list(piece)
        # Extend forward, then backward through pieces that end where the chain starts.
        while key(chain[-1]) != key(chain[0]):
            nexts = [p for p in by_start.get(key(chain[-1]), []) if id(p) not in used]
            if not nexts:
                break
            used.add(id(nexts[0]))
            chain.extend(nexts[0][1:])
        if key(chain[-1]) == key(chain[0]):
            rings.append(chain)
        else:
            chains.append(chain)
    # Backward joins: a chain whose start is another chain's end.
    merged = True
    while merged:
        merged = False
        ends = {key(c[-1]): c for c in chains}
        for chain in chains:
            before = ends.get(key(chain[0]))
            if before is not None and before is not chain:
                before.extend(chain[1:])
                chains.remove(chain)
                if key(before[-1]) == key(before[0]):
                    chains.remove(before)
                    rings.append(before)
                merged = True
                break
    return rings, chains


def border_position(point, box):
    """Where a point on the box's edge lies along it, counterclockwise from the south-west corner."""
    west, south, east, north = box
    x, y = point
    width, height = east - west, north - south
    distances = [abs(y - south), abs(x - east), abs(y - north), abs(x - west)]
    edge = distances.index(min(distances))
    if edge == 0:
        return x - west
    if edge == 1:
        return width + (y - south)
    if edge == 2:
        return width + height + (east - x)
    return 2 * width + height + (north - y)


def close_along_box(chains, box):
    """Closes chains that end on the box edge into rings, walking the edge counterclockwise (interior on the left)."""
    west, south, east, north = box
    width, height = east - west, north - south
    perimeter = 2 * (width + height)
    corners = [(width, (east, south)), (width + height, (east, north)), (2 * width + height, (west, north)),
               (perimeter, (west, south))]
    starts = [(border_position(c[0], box), i) for i, c in enumerate(chains)]
    remaining = set(range(len(chains)))
    rings = []
    while remaining:
        first = min(remaining)
        ring = []
        current = first
        while True:
            remaining.discard(current)
            ring.extend(chains[current])
            here = border_position(chains[current][-1], box)
            ahead = min(starts, key=lambda s: (s[0] - here) % perimeter)
            distance = (ahead[0] - here) % perimeter
            for corner_position, corner in sorted(corners, key=lambda c: (c[0] - here) % perimeter):
                if 0 < (corner_position - here) % perimeter < distance:
                    ring.append(corner)
            current = ahead[1]
            if current == first or current not in remaining:
                break
        ring.append(ring[0])
        rings.append(ring)
    return rings


def simplify(points, latitude):
    """Douglas-Peucker with a tolerance in metres (longitudes scaled by the cosine of the latitude)."""
    scale_x = math.cos(math.radians(latitude)) * 111_320
    scale_y = 110_574
    xy = [(x * scale_x, y * scale_y) for x, y in points]
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        a, b = stack.pop()
        if b <= a + 1:
            continue
        (ax, ay), (bx, by) = xy[a], xy[b]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        worst, index = 0.0, -1
        for i in range(a + 1, b):
            px, py = xy[i]
            if length == 0:
                d = math.hypot(px - ax, py - ay)
            else:
                d = abs(dx * (ay - py) - dy * (ax - px)) / length
            if d > worst:
                worst, index = d, i
        if worst > TOLERANCE_METRES:
            keep[index] = True
            stack.append((a, index))
            stack.append((index, b))
    return [p for p, k in zip(points, keep) if k]


def varint(value, out):
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def zigzag(value):
    return (value << 1) ^ (value >> 63)


def encode(box, features):
    west, south, east, north = (round(v * UNIT) for v in box)
    out = bytearray(b"MKMD\x01")
    for value in (west, south, east, north):
        out += value.to_bytes(4, "little", signed=True)
    varint(len(features), out)
    for kind, points in features:
        out.append(kind)
        varint(len(points), out)
        previous = (west, south)
        for x, y in points:
            current = (round(x * UNIT), round(y * UNIT))
            varint(zigzag(current[0] - previous[0]), out)
            varint(zigzag(current[1] - previous[1]), out)
            previous = current
    return bytes(out)


def dcw_codes():
    """The DCW regions of BORDER_COUNTRIES: each state where the country has them in DCW, else the country."""
    states = [line.split()[0] for line in gmt("coast", "-E+L").splitlines() if line.strip()]
    codes = []
    for country in BORDER_COUNTRIES:
        codes += sorted(code for code in states if code.split(".")[0] == country) or [country]
    return codes


def clip(chain, box):
    """The parts of a polyline inside the box, each segment cut at the box's edges (Liang-Barsky)."""
    west, south, east, north = box
    parts, current = [], []
    for (x0, y0), (x1, y1) in zip(chain, chain[1:]):
        dx, dy = x1 - x0, y1 - y0
        t0, t1 = 0.0, 1.0
        inside = True
        for p, q in ((-dx, x0 - west), (dx, east - x0), (-dy, y0 - south), (dy, north - y0)):
            if p == 0:
                if q < 0:
                    inside = False
            elif p < 0:
                t0 = max(t0, q / p)
            else:
                t1 = min(t1, q / p)
        if not inside or t0 > t1:
            if current:
                parts.append(current)
                current = []
            continue
        start, end = (x0 + t0 * dx, y0 + t0 * dy), (x0 + t1 * dx, y0 + t1 * dy)
        if not current:
            current = [start]
        current.append(end)
        if t1 < 1:
            parts.append(current)
            current = []
    if current:
        parts.append(current)
    return [part for part in parts if len(part) >= 2]


class Borders:
    """DCW's land borders near the boxes: the edges of each region's polygons that another region's run along."""

    def __init__(self, boxes):
        margin = 0.1
        self.area = [(w - margin, s - margin, e + margin, n + margin) for w, s, e, n in boxes]
        self.codes = dcw_codes()
        # Per region, its polygon edges that touch the area, in order along each polygon.
        self.edges = [self.region_edges(code) for code in self.codes]
        self.grid = {}
        for region, edges in enumerate(self.edges):
            for edge in edges:
                for cell in self.cells(edge):
                    self.grid.setdefault(cell, []).append((region, edge))

    def near_area(self, point):
        return any(w <= point[0] <= e and s <= point[1] <= n for w, s, e, n in self.area)

    def region_edges(self, code):
        edges = []
        for _, points in segments(gmt("coast", "-R-180/180/-90/90", "-E" + code, "-M")):
            edges += [(p, q) for p, q in zip(points, points[1:]) if self.near_area(p) or self.near_area(q)]
        return edges

    @staticmethod
    def cells(edge):
        (x0, y0), (x1, y1) = edge
        for x in range(math.floor(min(x0, x1) / CELL), math.floor(max(x0, x1) / CELL) + 1):
            for y in range(math.floor(min(y0, y1) / CELL), math.floor(max(y0, y1) / CELL) + 1):
                yield (x, y)

    def neighbours(self, point, region):
        """The regions other than `region` with an edge within the tolerance of `point`."""
        scale_x = math.cos(math.radians(point[1])) * 111_320
        scale_y = 110_574
        found = set()
        cx, cy = math.floor(point[0] / CELL), math.floor(point[1] / CELL)
        for x in (cx - 1, cx, cx + 1):
            for y in (cy - 1, cy, cy + 1):
                for other, ((x0, y0), (x1, y1)) in self.grid.get((x, y), []):
                    if other == region or other in found:
                        continue
                    ax, ay = (x0 - point[0]) * scale_x, (y0 - point[1]) * scale_y
                    bx, by = (x1 - point[0]) * scale_x, (y1 - point[1]) * scale_y
                    vx, vy = bx - ax, by - ay
                    length = vx * vx + vy * vy
                    t = 0.0 if length == 0 else max(0.0, min(1.0, -(ax * vx + ay * vy) / length))
                    if math.hypot(ax + t * vx, ay + t * vy) <= BORDER_TOLERANCE_METRES:
                        found.add(other)
        return found

    def border_kind(self, region, edge):
        """The kind of border an edge is (national or state), or None for a coast; None too when the neighbour
        comes first in `codes`, whose own edge along the border is kept instead."""
        (x0, y0), (x1, y1) = edge
        metres = math.hypot((x1 - x0) * math.cos(math.radians(y0)) * 111_320, (y1 - y0) * 110_574)
        count = max(2, math.ceil(metres / BORDER_SAMPLE_METRES) + 1)
        shared = None
        for index in range(count):
            t = index / (count - 1)
            near = self.neighbours((x0 + t * (x1 - x0), y0 + t * (y1 - y0)), region)
            shared = near if shared is None else shared & near
            if not shared:
                return None
        other = min(shared)
        if other < region:
            return None
        same_country = self.codes[other].split(".")[0] == self.codes[region].split(".")[0]
        return KIND_STATE if same_country else KIND_NATIONAL

    def lines(self, box):
        """The borders in the box, as (kind, polyline) pairs."""
        west, south, east, north = box
        result = []
        for region, edges in enumerate(self.edges):
            pieces = {KIND_NATIONAL: [], KIND_STATE: []}
            for edge in edges:
                (x0, y0), (x1, y1) = edge
                if max(x0, x1) < west or min(x0, x1) > east or max(y0, y1) < south or min(y0, y1) > north:
                    continue
                kind = self.border_kind(region, edge)
                if kind is not None:
                    pieces[kind].append(list(edge))
            for kind, kind_pieces in pieces.items():
                rings, chains = join(kind_pieces)
                for chain in chains + rings:
                    result += [(kind, part) for part in clip(chain, box)]
        return result


def is_dry(point):
    """Whether GMT puts a point on land or in a lake (not in the sea)."""
    line = f"{point[0]} {point[1]}\n"
    return gmt("select", "-Df", "-Ns/k/k/k/k", stdin=line).strip() != ""


def place_box(latitude, longitude):
    """The box (west, south, east, north) around a place: 3 degrees of latitude high, about as wide on the ground."""
    half_longitude = min(HALF_LATITUDE / math.cos(math.radians(latitude)), MAX_HALF_LONGITUDE)
    return (round(longitude - half_longitude, 2), round(latitude - HALF_LATITUDE, 2),
            round(longitude + half_longitude, 2), round(latitude + HALF_LATITUDE, 2))


def extract(name, latitude, longitude, folder, borders):
    box = place_box(latitude, longitude)
    region = "-R{}/{}/{}/{}".format(box[0], box[2], box[1], box[3])
    features = []
    shore = segments(gmt("coast", region, "-Df", "-W", "-M"))
    for level in (1, 2, 3, 4):
        pieces = [p for h, p in shore if h.rstrip().endswith(f"Level {level}")]
        # Lakes and ponds run clockwise (land on their left); turn them so every ring has its own area on the left.
        if level % 2 == 0:
            pieces = [list(reversed(p)) for p in pieces]
        rings, chains = join(pieces)
        rings += close_along_box(chains, box)
        if level == 1 and not chains and is_dry((box[0] + 1e-4, box[1] + 1e-4)):
            rings.append([(box[0], box[1]), (box[2], box[1]), (box[2], box[3]), (box[0], box[3]), (box[0], box[1])])
        for ring in rings:
            simplified = simplify(ring, latitude)
            if len(simplified) >= 4:
                features.append((level, simplified))
    rings, lines = join([p for _, p in segments(gmt("coast", region, "-Df", "-Ir", "-M"))])
    for line in lines + rings:
        features.append((KIND_RIVER, simplify(line, latitude)))
    for kind, line in borders.lines(box):
        features.append((kind, simplify(line, latitude)))
    data = encode(box, features)
    with open(os.path.join(folder, f"{name}.mapdata"), "wb") as file:
        file.write(data)
    counts = {}
    for kind, points in features:
        counts[kind] = counts.get(kind, 0) + 1
    print(f"{name}: {len(data)} bytes, features by kind {dict(sorted(counts.items()))}")


def main():
    folder = sys.argv[1]
    borders = Borders([place_box(latitude, longitude) for _, latitude, longitude in LANDMARKS])
    for name, latitude, longitude in LANDMARKS:
        extract(name, latitude, longitude, folder, borders)


if __name__ == "__main__":
    main()
