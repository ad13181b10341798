"""CRC-16/CCITT-FALSE over bytes, table-driven, small ints only.

The table is 512 bytes (each entry's high byte, then its low byte): a tuple of 256 ints
would take about twice the heap on the device.
"""

_TABLE = bytearray(512)
for _byte in range(256):
    _c = _byte << 8
    for _ in range(8):
        _c = ((_c << 1) ^ 0x1021) if _c & 0x8000 else (_c << 1)
    _TABLE[2 * _byte] = (_c >> 8) & 0xFF
    _TABLE[2 * _byte + 1] = _c & 0xFF
_TABLE = bytes(_TABLE)


def crc16(data, crc=0xFFFF):
    """The CRC-16/CCITT-FALSE of data (bytes-like), continuing from crc."""
    table = _TABLE
    for b in data:
        i = ((crc >> 8) ^ b) << 1
        crc = (((crc << 8) & 0xFF00) ^ (table[i] << 8)) | table[i + 1]
    return crc
