-- Small helpers shared by the scenario scripts (loaded with require("scenarios.goals")).
-- Every scenario function is called as fn(ctx, ev); state lives in ctx.vars, never in Lua.
local M = {}

-- How many monsters are alive, of one type (a monster id) or of every type (nil).
function M.alive(type)
  local n = 0
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and (type == nil or f.type == type) then n = n + 1 end
  end
  return n
end

-- Whether the character stands on a hex the map marks with `letter`.
function M.character_on_letter(letter)
  local me = figures.character()
  if me == nil then return false end
  for _, h in ipairs(board.letter(letter)) do
    if h.q == me.hex.q and h.r == me.hex.r then return true end
  end
  return false
end

-- Whether the figure with this id is the character.
function M.is_character(id)
  local f = figures.get(id)
  return f ~= nil and f.kind == "character"
end

-- At the end of the character's turn on a hex marked `letter`: the goal's place is reached, kept in
-- ctx.vars[key], and `message` (text or game.text) is shown the first time.
function M.reach(ctx, ev, letter, key, message)
  if M.is_character(ev.figure) and M.character_on_letter(letter) then
    if not ctx.vars[key] then game.message(message) end
    ctx.vars[key] = true
  end
end

return M
