-- Special rule of "The Pantry Gate": the first time the character enters the lever plate, every hex
-- lettered G (the gate) turns from an obstacle into a featureless hex.
--
-- A pressure-plate function is called as fn(ctx, ev) with ev = { figure, hex, name }.
-- ctx.vars holds scenario variables that are saved with the game: keep state there, never in Lua
-- globals.

function open_gate(ctx, ev)
  if ctx.vars.gate_open then return end            -- already open: nothing more to do

  local who = ev.figure
  if type(who) ~= "table" then who = figures.get(who) end
  if who == nil or who.kind ~= "character" then return end   -- monsters do not work the lever

  for _, hex in ipairs(board.letter("G")) do
    board.set_terrain(hex, "featureless", "")
  end
  ctx.vars.gate_open = true
  game.message(game.text("pantry-gate.opens"))
end
