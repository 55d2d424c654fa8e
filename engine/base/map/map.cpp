#include "engine/base/map/map.h"

#include <algorithm>
#include <array>

namespace bnb {

std::string_view terrain_name(Terrain t) { return kTerrainNames[t]; }
std::optional<Terrain> terrain_from_name(std::string_view s) { return kTerrainNames.find(s); }

int Map::index_of(Hex h) const {
  const int x = h.q - qmin_, y = h.r - rmin_;
  if (x < 0 || y < 0 || x >= width_ || y >= height_) return -1;
  return index_[size_t(x + y * width_)];
}

const Cell* Map::at(Hex h) const {
  const int i = index_of(h);
  return i < 0 ? nullptr : &cells_[size_t(i)];
}
Cell* Map::at(Hex h) {
  const int i = index_of(h);
  return i < 0 ? nullptr : &cells_[size_t(i)];
}

bool Map::set(const Cell& cell) {
  if (Cell* c = at(cell.hex)) {
    *c = cell;
    return true;
  }
  return add_all({cell});
}

bool Map::add_all(const std::vector<Cell>& cells) {
  if (!fits(cells)) return false;
  cells_.insert(cells_.end(), cells.begin(), cells.end());
  reindex();
  return true;
}

bool Map::fits(const std::vector<Cell>& more) const {
  if (more.empty()) return true;
  int qmin = more[0].hex.q, qmax = qmin, rmin = more[0].hex.r, rmax = rmin;
  if (!cells_.empty()) {
    qmin = std::min(qmin, int(qmin_)), qmax = std::max(qmax, qmin_ + width_ - 1);
    rmin = std::min(rmin, int(rmin_)), rmax = std::max(rmax, rmin_ + height_ - 1);
  }
  for (const Cell& c : more) {
    qmin = std::min(qmin, int(c.hex.q)), qmax = std::max(qmax, int(c.hex.q));
    rmin = std::min(rmin, int(c.hex.r)), rmax = std::max(rmax, int(c.hex.r));
  }
  return qmax - qmin < kMaxMapSpan && rmax - rmin < kMaxMapSpan;
}

void Map::reindex() {
  if (cells_.empty()) return;
  int16_t qmin = cells_[0].hex.q, qmax = qmin, rmin = cells_[0].hex.r, rmax = rmin;
  for (const Cell& c : cells_) {
    qmin = std::min(qmin, c.hex.q), qmax = std::max(qmax, c.hex.q);
    rmin = std::min(rmin, c.hex.r), rmax = std::max(rmax, c.hex.r);
  }
  qmin_ = qmin, rmin_ = rmin, width_ = int16_t(qmax - qmin + 1), height_ = int16_t(rmax - rmin + 1);
  index_.assign(size_t(width_) * size_t(height_), -1);
  for (size_t i = 0; i < cells_.size(); ++i)
    index_[size_t((cells_[i].hex.q - qmin_) + (cells_[i].hex.r - rmin_) * width_)] = int32_t(i);
}

std::optional<Hex> Map::letter(char c) const {
  for (const Cell& cell : cells_)
    if (cell.letter == c) return cell.hex;
  return std::nullopt;
}

std::vector<Hex> Map::letters(char c) const {
  std::vector<Hex> out;
  for (const Cell& cell : cells_)
    if (cell.letter == c) out.push_back(cell.hex);
  return out;
}

int16_t Map::intern(const std::string& name) {
  for (size_t i = 0; i < names_.size(); ++i)
    if (names_[i] == name) return int16_t(i);
  if (names_.size() >= kMaxMapNames) return -1;
  names_.push_back(name);
  return int16_t(names_.size() - 1);
}

bool Map::is_obstacle(Hex h) const {
  const Cell* c = at(h);
  return !c || c->terrain == Terrain::Obstacle || c->terrain == Terrain::Objective;
}

void Map::add_wall(Hex h) {
  auto it = std::lower_bound(walls_.begin(), walls_.end(), h);
  if (it == walls_.end() || *it != h) walls_.insert(it, h);
}

bool Map::add_thin_wall(Hex a, Hex b) {
  if (!adjacent(a, b)) return false;
  const std::pair<Hex, Hex> e = a < b ? std::pair{a, b} : std::pair{b, a};
  auto it = std::lower_bound(thin_walls_.begin(), thin_walls_.end(), e);
  if (it == thin_walls_.end() || *it != e) thin_walls_.insert(it, e);
  return true;
}

bool Map::add_door(Hex h, char room) {
  if (!contains(h)) return false;
  for (Door& d : doors_)
    if (d.hex == h) return d.room = room, true;
  doors_.push_back({h, false, room});
  return true;
}

bool Map::is_wall(Hex h) const { return !walls_.empty() && std::binary_search(walls_.begin(), walls_.end(), h); }

bool Map::thin_wall_between(Hex a, Hex b) const {
  const std::pair<Hex, Hex> e = a < b ? std::pair{a, b} : std::pair{b, a};
  return std::binary_search(thin_walls_.begin(), thin_walls_.end(), e);
}

const Door* Map::door(Hex h) const {
  for (const Door& d : doors_)
    if (d.hex == h) return &d;
  return nullptr;
}

bool Map::open_door(Hex h) {
  for (Door& d : doors_)
    if (d.hex == h && !d.open) return d.open = true;
  return false;
}

int Map::move_cost(Hex h) const {
  const Cell* c = at(h);
  return c && c->terrain == Terrain::Difficult ? 2 : 1;
}

}  // namespace bnb
