-- Tinkerer card scripts. See cards/tinkerer.yaml for the printed text of each.
-- The turret is kept in scenario variables: where it stands and how hard it hits.
local common = require("cards.common")

local function hex_of(text)
  local q, r = string.match(text, "^(-?%d+),(-?%d+)$")
  return { q = tonumber(q), r = tonumber(r) }
end

-- Clockwork Turret / Repeater Turret, the ability (ev.value = the turret's damage, ev.range = how
-- far from the Tinkerer it may stand): set the turret on empty ground (featureless or a pressure
-- plate, which counts as empty); it becomes an obstacle and presses no plate.
function place_turret(ctx, ev)
  local me = figures.get(ev.figure)
  local spots = {}
  for dq = -ev.range, ev.range do
    for dr = -ev.range, ev.range do
      local h = { q = me.hex.q + dq, r = me.hex.r + dr }
      local d = common.distance(h, me.hex)
      if d >= 1 and d <= ev.range and board.exists(h) and board.in_range(me.hex, h, ev.range)
          and common.empty_ground(h) then
        spots[#spots + 1] = h
      end
    end
  end
  if #spots == 0 then
    game.message(game.text("tinkerer.no-room"))
    return nil
  end
  local h = common.choose_hex(game.text("tinkerer.turret-where"), spots)
  board.set_terrain(h, "obstacle")
  ctx.vars.tinkerer_turret = h.q .. "," .. h.r
  ctx.vars.tinkerer_turret_damage = ev.value
  game.message(game.text("tinkerer.turret-set"))
  return nil
end

-- The turret's bonus (called at every rule hook while the card is active): at the end of each
-- round it deals its damage to one enemy within range 3 of it, the player's pick.
function turret(ctx, ev)
  if ctx.hook ~= "on_round_end" or ctx.vars.tinkerer_turret == nil then return nil end
  local at = hex_of(ctx.vars.tinkerer_turret)
  local hexes = {}
  for _, m in ipairs(common.monsters_near(at, 3)) do hexes[#hexes + 1] = m.hex end
  if #hexes == 0 then return nil end
  local target = figures.at(common.choose_hex(game.text("tinkerer.turret-target"), hexes))
  figures.damage(target, ctx.vars.tinkerer_turret_damage or 2)
  return nil
end
