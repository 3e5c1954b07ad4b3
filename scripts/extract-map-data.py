#!/usr/bin/env python3
"""Writes one .mapdata file per Landmarks place into the folder given as the only argument.

Called by scripts/extract-map-data, which installs GMT first. For a box around each place it dumps with `gmt coast -M`
the full resolution GSHHG shorelines (-W -Df; each level apart: 1 land, 2 lake, 3 island in a lake, 4 pond), the
permanent rivers (-Ir) and the national and state borders (-N1, -N2). `gmt coast` cuts shorelines at its 1-degree bins
and at the box; the pieces are joined again and closed along the box edge into rings, with land on the left of every
ring as GSHHG keeps it, so each level fills as plain polygons drawn in level order over the sea. `gmt select` tells
whether a box that no shoreline crosses is all land. Lines are simplified (Douglas-Peucker, about 5 m).

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


def is_dry(point):
    """Whether GMT puts a point on land or in a lake (not in the sea)."""
    line = f"{point[0]} {point[1]}\n"
    return gmt("select", "-Df", "-Ns/k/k/k/k", stdin=line).strip() != ""


def extract(name, latitude, longitude, folder):
    half_longitude = min(HALF_LATITUDE / math.cos(math.radians(latitude)), MAX_HALF_LONGITUDE)
    box = (round(longitude - half_longitude, 2), round(latitude - HALF_LATITUDE, 2),
           round(longitude + half_longitude, 2), round(latitude + HALF_LATITUDE, 2))
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
    for kind, option in ((KIND_RIVER, "-Ir"), (KIND_NATIONAL, "-N1"), (KIND_STATE, "-N2")):
        rings, lines = join([p for _, p in segments(gmt("coast", region, "-Df", option, "-M"))])
        for line in lines + rings:
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
    for name, latitude, longitude in LANDMARKS:
        extract(name, latitude, longitude, folder)


if __name__ == "__main__":
    main()
