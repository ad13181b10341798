"""CRC-16/CCITT-FALSE over bytes, table-driven, small ints only."""

_TABLE = []
for _byte in range(256):
    _c = _byte << 8
    for _ in range(8):
        _c = ((_c << 1) ^ 0x1021) if _c & 0x8000 else (_c << 1)
    _TABLE.append(_c & 0xFFFF)
_TABLE = tuple(_TABLE)


def crc16(data, crc=0xFFFF):
    """The CRC-16/CCITT-FALSE of data (bytes-like), continuing from crc."""
    table = _TABLE
    for b in data:
        crc = ((crc << 8) & 0xFFFF) ^ table[(crc >> 8) ^ b]
    return crc
