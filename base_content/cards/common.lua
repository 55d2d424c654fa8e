-- Hex and figure helpers shared by the class scripts (loaded with require("cards.common")).
local M = {}

function M.distance(a, b)
  local dq, dr = a.q - b.q, a.r - b.r
  return (math.abs(dq) + math.abs(dr) + math.abs(dq + dr)) // 2
end

-- The figure table for an id (or the table itself); nil when it is gone.
function M.figure(id)
  if id == nil then return nil end
  if type(id) == "table" then return id end
  return figures.get(id)
end

function M.is_character(id)
  local f = M.figure(id)
  return f ~= nil and f.kind == "character"
end

function M.has_condition(f, name)
  for _, c in ipairs(f.conditions) do
    if c == name then return true end
  end
  return false
end

-- Monsters within `range` of hex h, in id order: range as the rules count it, around walls and in
-- line of sight (board.in_range), never the plain distance.
function M.monsters_near(h, range)
  local out = {}
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and board.in_range(h, f.hex, range) then out[#out + 1] = f end
  end
  return out
end

-- Empty ground for a boulder or a turret: no figure, and featureless or a pressure plate (rules,
-- "Pressure Plates": a plate counts as an empty hex). docs/rules-interpretations.md, "An obstacle
-- set on a pressure plate".
function M.empty_ground(h)
  local t = board.terrain(h)
  return (t == "featureless" or t == "pressure_plate") and figures.at(h) == nil
end

-- Lets the player pick one of the hexes (no question when there is only one).
function M.choose_hex(prompt, hexes)
  if #hexes == 1 then return hexes[1] end
  local answer = game.ask_hex(prompt, hexes)
  if type(answer) == "table" then return answer end
  return hexes[answer]
end

return M
